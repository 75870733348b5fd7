import type { GalleryView } from '@common/galleries/schemas';
import { readAhead } from '@web/lib/read-ahead';
import { galleryPath } from './gallery-keys';

/**
 * The hotel content page's first reads, started before its code has arrived (app/first-page.ts): the hotel's
 * gallery, and then its cover, the largest image of the page, so that it is downloaded by the time the page
 * shows it.
 */
export function readGalleryAhead(hotelId: string) {
  void readAhead(galleryPath({ hotelId, roomId: null })).then((body) => {
    const cover = (body as GalleryView | undefined)?.images?.[0];
    if (cover) new Image().src = cover.galleryUrl;
  });
}
