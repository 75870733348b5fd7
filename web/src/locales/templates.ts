import { defineTexts } from '@web/lib/i18n/catalogues';

/**
 * The templates page's texts (web/src/locales/<language>/templates.json): the list and its cards, the editor,
 * generation, the delete question and the library's 'Add to template'. English, as the spec's texts for the
 * page are. The messages the server also writes (generateFailed, the editor's validation) stay in
 * common/src/templates/texts.ts.
 */
export const { useTexts: useTemplateTexts } = defineTexts(
  'templates',
  import.meta.glob('./*/templates.json', { eager: true, import: 'default' }),
);

/** The templates catalogue's `t`, for helpers that build a sentence from several of its texts. */
export type TemplateTexts = ReturnType<typeof useTemplateTexts>;
