/**
 * `srcset` for an image shown in a card: the server makes two WebP renditions (server/src/features/assets/
 * renditions.ts: 400 and 1600 px on the long edge, never enlarged), and a phone's 180 px wide card at three
 * device pixels per CSS pixel needs more than the 400 px one to look sharp. The browser picks by the card's
 * width (`sizes`) and the screen's density.
 */
export const renditionEdges = { thumb: 400, gallery: 1600 } as const;

export interface RenditionUrls {
  thumbUrl: string;
  galleryUrl: string;
  /** The original's size, when known: a portrait rendition is narrower than its long edge. */
  width?: number;
  height?: number;
}

/** The width of a rendition of `edge` px on the long edge, never wider than the original. */
function renditionWidth(edge: number, width?: number, height?: number): number {
  if (!width || !height) return edge;
  return Math.max(1, Math.round(width * Math.min(1, edge / Math.max(width, height))));
}

export function renditionSrcSet({ thumbUrl, galleryUrl, width, height }: RenditionUrls): string {
  const thumbWidth = renditionWidth(renditionEdges.thumb, width, height);
  const galleryWidth = renditionWidth(renditionEdges.gallery, width, height);
  // An original at most 400 px wide has two renditions of the same size: the smaller file is enough.
  if (galleryWidth <= thumbWidth) return `${thumbUrl} ${thumbWidth}w`;
  return `${thumbUrl} ${thumbWidth}w, ${galleryUrl} ${galleryWidth}w`;
}

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
