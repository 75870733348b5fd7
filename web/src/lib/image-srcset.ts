/**
 * `sizes` for the images the app shows with a `srcset` (renditionSrcSet, common/src/assets/srcset.ts): a phone's
 * 180 px wide card at three device pixels per CSS pixel needs more than the 400 px rendition to look sharp, and
 * the browser picks by these widths and the screen's density.
 */

/**
 * How wide a card is in the grids that show them: two columns on a phone, three from 640 px, four from
 * 1024 px (galleries) or 1280 px (the library); a little less for the gaps does not change the choice.
 */
export const cardImageSizes = {
  library: '(min-width: 1280px) 25vw, (min-width: 640px) 33vw, 50vw',
  gallery: '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw',
  templateCard: '(min-width: 1280px) 33vw, (min-width: 640px) 50vw, 100vw',
} as const;

/**
 * The content page's gallery mosaic (galleries/components/mosaic-layout.ts): the cover two thirds of the
 * width, the two tiles beside it a third, the small tiles below a third on a phone and a fifth from 768 px.
 */
export const mosaicImageSizes = {
  cover: '67vw',
  side: '33vw',
  small: '(min-width: 768px) 20vw, 33vw',
} as const;

/**
 * The public preview's mosaic (template-preview/components/image-mosaic.tsx), a 15-column grid at most 1152 px
 * wide (max-w-6xl): the large tile ten columns (all fifteen when alone), the medium five, the small three.
 */
export const previewMosaicSizes = {
  large: '(min-width: 1152px) 768px, 67vw',
  largeAlone: '(min-width: 1152px) 1152px, 100vw',
  medium: '(min-width: 1152px) 384px, 33vw',
  small: '(min-width: 1152px) 230px, 20vw',
} as const;
