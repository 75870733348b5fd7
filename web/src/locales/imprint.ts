import { defineTexts } from '@web/lib/i18n/catalogues';

/** The imprint's texts (web/src/locales/<language>/imprint.json), in the imprint page's chunk only. */
export const { useTexts: useImprintTexts } = defineTexts(
  'imprint',
  import.meta.glob('./*/imprint.json', { eager: true, import: 'default' }),
);
