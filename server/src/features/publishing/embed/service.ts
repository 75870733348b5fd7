import { embedTexts } from '@common/publishing/embed-texts';
import type { AppContext } from '../../../http/context';
import { hotelGalleryImages, roomGalleryImages } from '../../galleries/service';
import { isUuid } from '../../hotels/service';
import { roomsOfHotel } from '../../rooms/service';
import { findPublishedHotel } from '../service';
import { embedPhotos } from './embed-photos';
import type { EmbedPage } from './page-html';

type Deps = Pick<AppContext, 'db' | 'storage'>;

/**
 * The hotel's gallery as its embedded page shows it, cover first; null when no published hotel has this public
 * id (unknown, switched off, or an id replaced by a new one). Trashed photos are in no gallery (features/trash).
 */
export async function embeddedHotelGallery(deps: Deps, publicId: string): Promise<EmbedPage | null> {
  const hotel = await findPublishedHotel(deps.db, publicId);
  if (!hotel) return null;
  const gallery = await hotelGalleryImages(deps, hotel.id);
  return { title: embedTexts.galleryTitle(hotel.name), photos: embedPhotos(gallery.images, hotel.name) };
}

/**
 * A room's gallery as its embedded page shows it; null as above, and for a room that is not this hotel's or is
 * in the trash.
 */
export async function embeddedRoomGallery(
  deps: Deps,
  publicId: string,
  roomId: string,
): Promise<EmbedPage | null> {
  if (!isUuid(roomId)) return null;
  const hotel = await findPublishedHotel(deps.db, publicId);
  if (!hotel) return null;
  const room = (await roomsOfHotel(deps, hotel.id)).find((candidate) => candidate.id === roomId);
  if (!room) return null;
  const gallery = await roomGalleryImages(deps, hotel.id, room.id);
  return {
    title: embedTexts.roomTitle(room.name, hotel.name),
    photos: embedPhotos(gallery.images, room.name),
  };
}
