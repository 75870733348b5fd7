import { renditionEdges, renditionSrcSet, renditionWidth } from '@common/assets/srcset';
import { hasAltText } from '@common/channels/alt-text';
import type { GalleryImageView } from '@common/galleries/schemas';
import { embedTexts } from '@common/publishing/embed-texts';

/** A photo as the embedded gallery shows it: only what the page needs, nothing else of the asset. */
export interface EmbedPhoto {
  /** The 400 px rendition: the grid's `src`. */
  src: string;
  /** Both renditions with their real widths, for the grid (by column width) and the lightbox (the whole frame). */
  srcset: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * The photo's alt text: its name without the file extension (a photo's name is its alt text, issue 32), or, where
 * the name is a camera's ('IMG_1234.jpg'), what the photo belongs to and its place in the gallery.
 */
export function photoAlt(name: string, subject: string, position: number, count: number): string {
  if (hasAltText(name)) return name.trim().replace(/(\.[a-z0-9]{2,4})+$/i, '');
  return embedTexts.photoAlt(subject, position, count);
}

/** The gallery's images as the page shows them, in the gallery's order (cover first). */
export function embedPhotos(images: readonly GalleryImageView[], subject: string): EmbedPhoto[] {
  return images.map((image, index) => {
    const thumbWidth = renditionWidth(renditionEdges.thumb, image.width, image.height);
    return {
      src: image.thumbUrl,
      srcset: renditionSrcSet(image),
      // The thumbnail's own size, so the browser reserves the photo's shape before it arrives.
      width: thumbWidth,
      height: renditionWidth(renditionEdges.thumb, image.height, image.width),
      alt: photoAlt(image.name, subject, index + 1, images.length),
    };
  });
}
