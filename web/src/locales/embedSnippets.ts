import { defineTexts } from '@web/lib/i18n/catalogues';

/**
 * Settings > Hotel, the 'Website' section's iframe snippets for the embedded gallery
 * (web/src/locales/<language>/embedSnippets.json). The embedded pages' own words are the server's
 * (common/src/publishing/embed-texts.ts).
 */
export const { useTexts: useEmbedSnippetTexts } = defineTexts(
  'embedSnippets',
  import.meta.glob('./*/embedSnippets.json', { eager: true, import: 'default' }),
);
