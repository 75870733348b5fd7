import { defineTexts } from '@web/lib/i18n/catalogues';

/** The privacy policy's texts (web/src/locales/<language>/privacy.json), in the privacy page's chunk only. */
export const { useTexts: usePrivacyTexts } = defineTexts(
  'privacy',
  import.meta.glob('./*/privacy.json', { eager: true, import: 'default' }),
);
