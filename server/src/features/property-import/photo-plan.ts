import type { ListingRoom } from '../../integrations/booking/listing';

/** A photo of the listing, as far as the plan needs it. */
export interface PlannedPhotoInput {
  roomIds: readonly string[];
}

export interface PhotoPlan {
  /** Per photo (same order as given): its category, and its tags (featured, cover). */
  photos: Array<{ category: 'Room Photos' | 'Property'; tags: string[] }>;
  /** Per listing room (same order as the rooms): its photos' positions, the first its cover. */
  roomPhotos: number[][];
  /** Positions of the hotel's own photos, in order: the first is the cover at display order 0. */
  propertyPhotos: number[];
}

/** How many photos of each kind are tagged featured (spec part 1, section 9). */
export const featuredPerKind = 3;

/**
 * Places the imported photos (spec part 1, section 9): a photo showing one of the listing's rooms is a room photo
 * (category Room Photos), any other is the property's (category Property); the first 3 of each kind are tagged
 * featured; the first photo of each room is its cover and tagged cover. Planned over the photos that were
 * downloaded, so a photo that could not be fetched does not take a featured place.
 */
export function planPhotos(photos: readonly PlannedPhotoInput[], rooms: readonly ListingRoom[]): PhotoPlan {
  const roomOfId = new Map<string, number>();
  rooms.forEach((room, index) => {
    for (const id of room.siteKey ? [room.siteKey] : room.bookingIds) roomOfId.set(id, index);
  });
  const roomPhotos: number[][] = rooms.map(() => []);
  const propertyPhotos: number[] = [];
  let roomKind = 0;
  const planned = photos.map((photo, position) => {
    const roomIndexes = [
      ...new Set(photo.roomIds.map((id) => roomOfId.get(id)).filter((index) => index !== undefined)),
    ];
    const tags: string[] = [];
    if (roomIndexes.length === 0) {
      if (propertyPhotos.length < featuredPerKind) tags.push('featured');
      propertyPhotos.push(position);
      return { category: 'Property' as const, tags };
    }
    if (roomKind++ < featuredPerKind) tags.push('featured');
    for (const index of roomIndexes) {
      const gallery = roomPhotos[index] as number[];
      if (gallery.length === 0 && !tags.includes('cover')) tags.push('cover');
      gallery.push(position);
    }
    return { category: 'Room Photos' as const, tags };
  });
  return { photos: planned, roomPhotos, propertyPhotos };
}
