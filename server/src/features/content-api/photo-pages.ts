import type { ContentPhotosPage } from '@common/content-api/photos';
import { contentApiTexts } from '@common/content-api/texts';
import type { GalleryImageView } from '@common/galleries/schemas';
import { AppError } from '../../lib/app-error';
import { presentPhoto } from './photo-view';

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

/** One page of the hotel gallery (its images as the galleries feature shows them, cover first). */
export function galleryPage(
  appUrl: string,
  gallery: readonly GalleryImageView[],
  { start, limit }: { start: number; limit: number },
): ContentPhotosPage {
  const end = start + limit;
  return {
    photos: gallery.slice(start, end).map((image, index) => presentPhoto(appUrl, image, start + index)),
    total: gallery.length,
    nextCursor: end < gallery.length ? encodePhotoCursor(end) : null,
  };
}
