import type { PhotoSubject } from '../../assets/photo-subjects';

/**
 * The facilities the channels ask about, each answered by any of the feature catalogue's ids that says it
 * (server/src/features/hotel-features/catalogue.ts; ids never change). 'air-conditioning' is a room feature
 * there: the readiness input lists it when it is switched on for the hotel or any room.
 */
export const topFacilities = {
  wifi: ['free-wifi', 'wifi-all-areas'],
  parking: [
    'free-parking',
    'private-parking',
    'on-site-parking',
    'street-parking',
    'parking-garage',
    'accessible-parking',
    'valet-parking',
  ],
  breakfast: ['breakfast', 'breakfast-in-room'],
  airConditioning: ['air-conditioning'],
  familyRooms: ['family-rooms'],
  nonSmokingRooms: ['non-smoking-rooms'],
  frontDesk: ['front-desk-24-hour'],
} as const satisfies Record<string, readonly string[]>;

/** Expedia's key amenities: switched on by any of these facilities, shown by a photo of the subject. */
export const keyAmenities = {
  pool: ['swimming-pool', 'indoor-pool', 'outdoor-pool'],
  restaurant: ['restaurant'],
  spa: ['spa-wellness-centre'],
  fitness: ['fitness-centre'],
} as const satisfies Partial<Record<PhotoSubject, readonly string[]>>;
