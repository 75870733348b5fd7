import { defineTexts } from '@web/lib/i18n/catalogues';

/** The Terms of Service's texts (web/src/locales/<language>/terms.json), in the terms page's chunk only. */
export const { useTexts: useTermsTexts } = defineTexts(
  'terms',
  import.meta.glob('./*/terms.json', { eager: true, import: 'default' }),
);
