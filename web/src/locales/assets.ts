import { defineTexts } from '@web/lib/i18n/catalogues';

/**
 * The asset library's and the image picker's texts (web/src/locales/<language>/assets.json): toolbar, cards,
 * selection and bulk actions, upload, edit and delete, and the AI analysis fallback's notices. English, as the
 * spec's library is. The spec's asset messages the server also writes (assetTexts) stay in common/src/assets/.
 */
export const { useTexts: useAssetTexts, texts: assetLibraryTexts } = defineTexts(
  'assets',
  import.meta.glob('./*/assets.json', { eager: true, import: 'default' }),
);
