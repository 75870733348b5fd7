import type { PhotoSubject } from '../assets/photo-subjects';
import type { ReadinessInput, ReadinessPhoto, ReadinessRoom } from './readiness';

/**
 * What the rules look up, worked out once per evaluation (issue 32: 100 photos and 10 rooms in well under a
 * millisecond): photos by id, each room's gallery as photos, the subjects the usable photos show and the
 * facilities switched on, so that no rule searches a list inside a loop.
 */
export interface ReadinessIndex {
  input: ReadinessInput;
  photoById: ReadonlyMap<string, ReadinessPhoto>;
  /** Each room with its gallery's photos in order (links to photos no longer in the library left out). */
  rooms: readonly { room: ReadinessRoom; photos: readonly ReadinessPhoto[] }[];
  /** The photos the hotel's own website shows: the hotel gallery's and every room's, each once. */
  websitePhotos: readonly ReadinessPhoto[];
  /** Subjects some photo shows whose file can be sent (a missing original reaches no channel). */
  subjectsShown: ReadonlySet<PhotoSubject>;
  facilities: ReadonlySet<string>;
  /** Ids of the photos in some room's gallery (a room photo may be the cover). */
  roomPhotoIds: ReadonlySet<string>;
}

/** A photo a channel can be sent: its stored original could be read. */
export const isUsable = (photo: ReadinessPhoto) => !photo.fileMissing;

export function indexReadiness(input: ReadinessInput): ReadinessIndex {
  const photoById = new Map(input.photos.map((photo) => [photo.id, photo]));
  const photosOf = (ids: readonly string[]) =>
    ids.flatMap((id) => {
      const photo = photoById.get(id);
      return photo ? [photo] : [];
    });
  const rooms = input.rooms.map((room) => ({ room, photos: photosOf(room.photoIds) }));
  const website = new Map<string, ReadinessPhoto>();
  for (const photo of photosOf(input.hotel.galleryPhotoIds)) website.set(photo.id, photo);
  const roomPhotoIds = new Set<string>();
  for (const { photos } of rooms)
    for (const photo of photos) {
      website.set(photo.id, photo);
      roomPhotoIds.add(photo.id);
    }
  const subjectsShown = new Set<PhotoSubject>();
  for (const photo of input.photos)
    if (isUsable(photo)) for (const subject of photo.subjects) subjectsShown.add(subject);
  return {
    input,
    photoById,
    rooms,
    websitePhotos: [...website.values()],
    subjectsShown,
    facilities: new Set(input.facilities),
    roomPhotoIds,
  };
}
