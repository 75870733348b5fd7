import { decodeImage, loadSharp } from '../../lib/image-input';

/** Grid thumbnails and gallery images (DECISIONS.md point 13); the original is kept for full view. */
export const renditionSizes = { thumb: 400, gallery: 1600 } as const;

export interface Renditions {
  thumb: Buffer;
  gallery: Buffer;
}

/**
 * WebP renditions, turned upright by EXIF orientation and never enlarged.
 *
 * The original is decoded once, to the gallery size, and the thumbnail is made from those pixels instead of a
 * second decode. Encoding the gallery image is most of an upload's and an import's CPU time, so it uses WebP's
 * fastest method (effort 0): on the import's 2400x1600 photos as small as effort 2 (287 KB against 296 KB on
 * average), and the whole function takes 106 instead of 201 ms a photo.
 */
export async function makeRenditions(original: Buffer): Promise<Renditions> {
  const decoded = await decodeImage(original);
  const { data, info } = await decoded
    .rotate()
    .resize({
      width: renditionSizes.gallery,
      height: renditionSizes.gallery,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const sharp = await loadSharp();
  const pixels = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const [thumb, gallery] = await Promise.all([
    pixels()
      .resize({
        width: renditionSizes.thumb,
        height: renditionSizes.thumb,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 78, effort: 2 })
      .toBuffer(),
    pixels().webp({ quality: 82, effort: 0 }).toBuffer(),
  ]);
  return { thumb, gallery };
}
