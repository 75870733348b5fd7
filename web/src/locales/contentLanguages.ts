import { defineTexts } from '@web/lib/i18n/catalogues';

/**
 * Settings > Hotel, 'Content languages' (web/src/locales/<language>/contentLanguages.json; issue 37): the primary
 * language, the languages served, and the languages' English names. The server's messages stay in
 * common/src/languages/texts.ts.
 */
export const { useTexts: useContentLanguageTexts } = defineTexts(
  'contentLanguages',
  import.meta.glob('./*/contentLanguages.json', { eager: true, import: 'default' }),
);
