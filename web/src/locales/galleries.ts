import { defineTexts } from '@web/lib/i18n/catalogues';

/**
 * The galleries' words (web/src/locales/<language>/galleries.json): the content page's gallery, lightbox,
 * overview and sorting dialog (German, like the page), the rooms page's image editor and the library's
 * 'Add to room' (English), and the sortable grid in either language.
 */
export const { useTexts: useGalleryTexts, texts: galleryCatalogue } = defineTexts(
  'galleries',
  import.meta.glob('./*/galleries.json', { eager: true, import: 'default' }),
);
