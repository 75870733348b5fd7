import { defineTexts } from '@web/lib/i18n/catalogues';

/**
 * Settings > Hotel, publishing (web/src/locales/<language>/publishing.json): the 'Publish content' switch, the
 * 'Website' section and 'New public address'. The iframe snippets have their own (embedSnippets).
 */
export const { useTexts: usePublishingTexts } = defineTexts(
  'publishing',
  import.meta.glob('./*/publishing.json', { eager: true, import: 'default' }),
);
