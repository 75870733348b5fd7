import type { ContentPhotosPage } from '@common/content-api/photos';
import { contentApiTexts } from '@common/content-api/texts';
import type { GalleryImageView } from '@common/galleries/schemas';
import { AppError } from '../../lib/app-error';
import { presentPhoto, type PhotoTextsOf } from './photo-view';

/**
 * The photos route's cursor: the position the next page starts at, opaque to clients ('p' and the position, in
 * base64url), so it can change shape later. Positions are the gallery's own (0 is the cover), so a page read
 * after the gallery changed starts at the same place, not at the same photo.
 */
export function encodePhotoCursor(position: number): string {
  return Buffer.from(`p${position}`).toString('base64url');
}

export function decodePhotoCursor(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  const match = /^p(\d{1,7})$/.exec(Buffer.from(cursor, 'base64url').toString('latin1'));
  if (!match || encodePhotoCursor(Number(match[1])) !== cursor) {
    throw new AppError('validation', contentApiTexts.invalidCursor, {
      fields: { cursor: contentApiTexts.invalidCursor },
    });
  }
  return Number(match[1]);
}

/** The images of one page of the hotel gallery (as the galleries feature shows them, cover first). */
export const pageImages = (
  gallery: readonly GalleryImageView[],
  { start, limit }: { start: number; limit: number },
) => gallery.slice(start, start + limit);

/** One page of the hotel gallery with the texts of its photos. */
export function galleryPage(
  appUrl: string,
  gallery: readonly GalleryImageView[],
  { start, limit }: { start: number; limit: number },
  textsOf: PhotoTextsOf,
): ContentPhotosPage {
  const end = start + limit;
  return {
    photos: pageImages(gallery, { start, limit }).map((image, index) =>
      presentPhoto(appUrl, image, start + index, textsOf(image.assetId)),
    ),
    total: gallery.length,
    nextCursor: end < gallery.length ? encodePhotoCursor(end) : null,
  };
}
