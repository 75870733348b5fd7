import { defineTexts } from '@web/lib/i18n/catalogues';

/**
 * The hotel content page's words (web/src/locales/<language>/content.json): German like the page, with the
 * spec's English tab names, the English 'Editing: …' switcher of issue 31, point 3, and the policies form's
 * times, choices and options in the channels' English words (`policyLabels`). The validation messages
 * the server shares stay in common/src/content/texts.ts, the AI's in common/src/ai/texts.ts.
 */
export const { useTexts: useContentTexts, texts: contentCatalogue } = defineTexts(
  'content',
  import.meta.glob('./*/content.json', { eager: true, import: 'default' }),
);
