import { noPolicies } from '../../content/policies';
import { noRoomFacts } from '../../rooms/room-facts';
import type { ReadinessInput, ReadinessPhoto, ReadinessRoom } from '../readiness';

/**
 * Readiness inputs for tests (common/ and web/): a hotel that meets every rule of every channel, to change one
 * fact at a time, and a hotel that misses every rule it can, whose outcomes give every message its values.
 */

let photoNumber = 0;

/** A photo every channel takes: 3000 × 2000 px, 2 MB, a name that is an alt text. */
export function readinessPhoto(overrides: Partial<ReadinessPhoto> = {}): ReadinessPhoto {
  photoNumber += 1;
  return {
    id: `photo-${photoNumber}`,
    name: `Garden view ${photoNumber}`,
    thumbUrl: `/files/thumbs/photo-${photoNumber}.webp`,
    width: 3000,
    height: 2000,
    size: 2_000_000,
    category: 'Property',
    subjects: [],
    fileMissing: false,
    ...overrides,
  };
}

/** A room with a description, its facts and the given photos. */
export function readinessRoom(id: string, name: string, photos: ReadinessPhoto[]): ReadinessRoom {
  return {
    id,
    name,
    photoIds: photos.map((photo) => photo.id),
    descriptionLength: 400,
    facts: { ...noRoomFacts, maxOccupancy: 2, beds: [{ type: 'double', count: 1 }] },
  };
}

/** Four photos of a room, the last of its bathroom. */
export function roomPhotos(): ReadinessPhoto[] {
  return [
    readinessPhoto({ name: 'Bed and window', category: 'Room Photos' }),
    readinessPhoto({ name: 'Desk and armchair', category: 'Room Photos' }),
    readinessPhoto({ name: 'Balcony', category: 'Room Photos' }),
    readinessPhoto({ name: 'Bathroom with shower', category: 'Room Photos', subjects: ['bathroom'] }),
  ];
}

/** A hotel that meets every rule of every channel, serving Italian besides its primary language. */
export function readyHotel(): ReadinessInput {
  const exterior = readinessPhoto({ name: 'Hotel from the street', subjects: ['exterior'] });
  const amenities = (['lobby', 'pool', 'restaurant', 'spa', 'fitness'] as const).map((subject) =>
    readinessPhoto({ name: `Our ${subject}`, subjects: [subject] }),
  );
  const deluxe = roomPhotos();
  const single = roomPhotos();
  const photos = [exterior, ...amenities, ...deluxe, ...single];
  return {
    hotel: {
      name: 'Hotel Alpenblick',
      website: 'https://alpenblick.example',
      address: 'Dorfstraße 1, 6020 Innsbruck',
      phone: '+43 512 123456',
      reservationsEmail: 'booking@alpenblick.example',
      starRating: 4,
      descriptionLength: 900,
      galleryPhotoIds: photos.map((photo) => photo.id),
    },
    photos,
    rooms: [
      readinessRoom('room-deluxe', 'Deluxe Double Room', deluxe),
      readinessRoom('room-single', 'Single Room', single),
    ],
    facilities: [
      'free-wifi',
      'free-parking',
      'breakfast',
      'air-conditioning',
      'family-rooms',
      'non-smoking-rooms',
      'front-desk-24-hour',
      'swimming-pool',
      'restaurant',
      'spa-wellness-centre',
      'fitness-centre',
    ],
    policies: {
      ...noPolicies,
      checkIn: { from: '15:00', until: null },
      checkOut: { from: null, until: '11:00' },
    },
    alpineBits: { connected: true, roomCodes: { 'room-deluxe': 'DELUXE', 'room-single': 'SINGLE' } },
    // The hotel description and area text, both rooms' names and descriptions: every one current in Italian.
    languages: [{ language: 'it', current: 6, stale: 0, missing: 0 }],
  };
}

/**
 * A hotel that misses every rule it can: a room with 2 small photos named by the camera (one 850 × 400 px,
 * one 12000 × 400 px of 20 MB), a photo whose original is missing, a second room with neither photos, facts nor
 * description, 300 photos in the library with a logo as cover, no description, facilities, times or contact
 * details, the key amenities switched on without photos, and Italian served with 3 texts missing and 2 stale.
 */
export function failingHotel(): ReadinessInput {
  const small = readinessPhoto({ name: 'IMG_1234.jpg', width: 850, height: 400, size: 400_000 });
  const sliver = readinessPhoto({ name: 'DSC0001', width: 12_000, height: 400, size: 20_000_000 });
  const tiny = readinessPhoto({ name: 'Logo', width: 200, height: 100, size: 10_000 });
  const lost = readinessPhoto({ name: 'Terrace at night', fileMissing: true });
  const filler = Array.from({ length: 296 }, () => readinessPhoto({ name: 'Mountain view' }));
  return {
    hotel: {
      name: 'Hotel Alpenblick',
      website: '',
      address: null,
      phone: null,
      reservationsEmail: null,
      starRating: null,
      descriptionLength: 0,
      // A logo as cover: neither the exterior nor a room.
      galleryPhotoIds: [tiny.id, small.id],
    },
    photos: [small, sliver, tiny, lost, ...filler],
    rooms: [
      readinessRoom('room-deluxe', 'Deluxe Double Room', [small, sliver, lost]),
      { ...readinessRoom('room-single', 'Single Room', []), descriptionLength: 0, facts: noRoomFacts },
    ],
    facilities: ['swimming-pool', 'restaurant', 'spa-wellness-centre', 'fitness-centre'],
    policies: noPolicies,
    alpineBits: { connected: false, roomCodes: {} },
    languages: [{ language: 'it', current: 1, stale: 2, missing: 3 }],
  };
}
