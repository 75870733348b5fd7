import { defineTexts } from '@web/lib/i18n/catalogues';

/** The Security page's texts (web/src/locales/<language>/security.json), in the security page's chunk only. */
export const { useTexts: useSecurityTexts } = defineTexts(
  'security',
  import.meta.glob('./*/security.json', { eager: true, import: 'default' }),
);
