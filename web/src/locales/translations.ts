import { defineTexts } from '@web/lib/i18n/catalogues';

/**
 * The content page's language switcher and translations (web/src/locales/<language>/translations.json; issue 37,
 * points 3 and 4): English on the German page, as the issue spells its texts ('Translate from German', 'Mark as
 * checked', 'Source changed on 12 March'), like the page's English 'Editing: …' switcher. The server's messages
 * stay in common/src/translations/texts.ts and common/src/ai/translation-texts.ts.
 */
export const { useTexts: useTranslationTexts, texts: translationsCatalogue } = defineTexts(
  'translations',
  import.meta.glob('./*/translations.json', { eager: true, import: 'default' }),
);
