/**
 * The two WebP renditions the server makes of every photo (server/src/features/assets/renditions.ts): 400 and
 * 1600 px on the long edge, never enlarged. The app's cards and the embedded gallery pages both offer them as a
 * `srcset`, so the browser picks by the shown width and the screen's density.
 */
export const renditionEdges = { thumb: 400, gallery: 1600 } as const;

export interface RenditionUrls {
  thumbUrl: string;
  galleryUrl: string;
  /** The original's size, when known: a portrait rendition is narrower than its long edge. */
  width?: number;
  height?: number;
}

/**
 * The width of a rendition of `edge` px on the long edge, never wider than the original; the edge itself when
 * the original's size is not known. With width and height swapped, its height.
 */
export function renditionWidth(edge: number, width?: number, height?: number): number {
  if (!width || !height || width <= 0 || height <= 0) return edge;
  return Math.max(1, Math.round(width * Math.min(1, edge / Math.max(width, height))));
}

/** Both renditions by their real widths; only the small one when the original is no larger than it. */
export function renditionSrcSet({ thumbUrl, galleryUrl, width, height }: RenditionUrls): string {
  const thumbWidth = renditionWidth(renditionEdges.thumb, width, height);
  const galleryWidth = renditionWidth(renditionEdges.gallery, width, height);
  // An original at most 400 px on its long edge has two renditions of the same size: the smaller file is enough.
  if (galleryWidth <= thumbWidth) return `${thumbUrl} ${thumbWidth}w`;
  return `${thumbUrl} ${thumbWidth}w, ${galleryUrl} ${galleryWidth}w`;
}
