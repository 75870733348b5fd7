import { decodeImage } from '../../lib/image-input';

/** Grid thumbnails and gallery images (DECISIONS.md point 13); the original is kept for full view. */
export const renditionSizes = { thumb: 400, gallery: 1600 } as const;

export interface Renditions {
  thumb: Buffer;
  gallery: Buffer;
}

/** WebP renditions, turned upright by EXIF orientation and never enlarged. */
export async function makeRenditions(original: Buffer): Promise<Renditions> {
  const base = decodeImage(original).rotate();
  const [thumb, gallery] = await Promise.all([
    base
      .clone()
      .resize({
        width: renditionSizes.thumb,
        height: renditionSizes.thumb,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 78, effort: 2 })
      .toBuffer(),
    base
      .clone()
      .resize({
        width: renditionSizes.gallery,
        height: renditionSizes.gallery,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82, effort: 2 })
      .toBuffer(),
  ]);
  return { thumb, gallery };
}
