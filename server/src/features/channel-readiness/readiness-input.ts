import { subjectsOf } from '@common/assets/photo-subjects';
import type {
  ReadinessInput,
  ReadinessLanguage,
  ReadinessPhoto,
  ReadinessRoom,
} from '@common/channels/readiness';
import { initialHotelGallery } from '@common/galleries/cover-rules';
import { inListOrder } from '@common/languages/content-languages';
import type { hotelLocations, hotels } from '../../db/schema';
import type { Storage } from '../../integrations/storage/storage';
import { policiesOfRow } from '../hotel-features/policies';
import { factsOfRoom } from '../rooms/room-facts';
import type { HotelReadinessRows, ReadinessPhotoRow, ReadinessRoomRow } from './repository';

/** A hotel as its ownership check reads it: the row and its location (null when it has none). */
export interface HotelWithLocation {
  hotel: typeof hotels.$inferSelect;
  location: typeof hotelLocations.$inferSelect | null;
}

const presentPhoto = (storage: Storage, row: ReadinessPhotoRow): ReadinessPhoto => ({
  id: row.id,
  name: row.name,
  // The library's thumbnail URL, so the checklist shows the same small file the library has cached.
  thumbUrl: storage.publicUrl(row.thumbKey),
  width: row.width,
  height: row.height,
  size: row.size,
  category: row.category,
  subjects: subjectsOf({ category: row.category, tags: row.tags }),
  fileMissing: row.originalMissing,
  altText: row.altText,
});

const presentRoom = ({ room, photoIds, descriptionLength }: ReadinessRoomRow): ReadinessRoom => ({
  id: room.id,
  name: room.name,
  photoIds,
  descriptionLength: descriptionLength ?? 0,
  facts: factsOfRoom(room),
});

/**
 * The hotel gallery as the gallery page shows it: its links, or, while it has none, every photo in library
 * order with the newest as cover, which the gallery's first read links (features/galleries/service.ts).
 */
const galleryOf = (rows: HotelReadinessRows) =>
  rows.galleryPhotoIds.length > 0
    ? rows.galleryPhotoIds
    : initialHotelGallery(rows.photos.map((photo) => photo.id)).map((item) => item.assetId);

/**
 * Each language the hotel serves besides its primary one, in the list's order, with its texts' counts: a text
 * without a translation there is missing.
 */
const servedLanguages = (hotel: HotelWithLocation['hotel'], rows: HotelReadinessRows): ReadinessLanguage[] =>
  inListOrder(hotel.contentLanguages)
    .filter((language) => language !== hotel.primaryLanguage)
    .map((language) => {
      const { current, stale } = rows.languageTexts.translated[language] ?? { current: 0, stale: 0 };
      return { language, current, stale, missing: rows.languageTexts.sources - current - stale };
    });

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** What the rules read of one hotel, from its row, its location and the rows repository.ts read for it. */
export function readinessInputOf(
  storage: Storage,
  { hotel, location }: HotelWithLocation,
  rows: HotelReadinessRows,
): ReadinessInput {
  return {
    hotel: {
      name: hotel.name,
      website: hotel.website,
      address: blankToNull(location?.address),
      phone: blankToNull(hotel.phone),
      reservationsEmail: blankToNull(hotel.reservationsEmail),
      starRating: hotel.starRating,
      descriptionLength: rows.descriptionLength,
      galleryPhotoIds: galleryOf(rows),
    },
    photos: rows.photos.map((row) => presentPhoto(storage, row)),
    rooms: rows.rooms.map(presentRoom),
    facilities: rows.facilities,
    policies: policiesOfRow(rows.policies),
    alpineBits: { connected: rows.alpineBitsRoomCodes !== null, roomCodes: rows.alpineBitsRoomCodes ?? {} },
    languages: servedLanguages(hotel, rows),
  };
}
