import type { AssetCategory } from '@common/assets/categories';
import type { PhotoSubject } from '@common/assets/photo-subjects';

/**
 * Photos in OpenTravel Picture Category codes (PIC) for the AlpineBits push (issue 33). A room's pictures may carry
 * any PIC code; the hotel's own pictures (HotelInfo) only 1 exterior, 2 lobby, 4 restaurant, 12 spa, 15 logo and
 * 22 property amenity (the schema's list), each at most once (AlpineBits' rule, as the reference validator of
 * NOI's Open Data Hub applies it). A photo's subject (what it shows) decides before its library category.
 */

/** A room's photo: 6 guest room (7 for a suite), 21 guest room amenity for its bathroom. */
export const roomPictureCategories = {
  room: 6,
  suite: 7,
  bathroom: 21,
} as const;

/** The hotel's photos by subject, in the order tried (a photo showing a restaurant and a pool counts as restaurant). */
export const hotelPictureBySubject: Readonly<Record<PhotoSubject, number | null>> = {
  exterior: 1,
  lobby: 2,
  restaurant: 4,
  spa: 12,
  pool: 22,
  fitness: 22,
  bathroom: null, // a hotel photo of a bathroom says nothing about the property
};

/** The hotel's photos without a subject that says more, by library category. */
export const hotelPictureByCategory: Readonly<Record<AssetCategory, number | null>> = {
  Property: 1,
  Dining: 4,
  Amenities: 22,
  'Event Spaces': 22,
  'Room Photos': null, // rooms' photos go with the rooms
  Other: null,
};

/** The categories HotelInfo's ImageItem takes (the 2024-10 schema's enumeration). */
export const hotelInfoPictureCategories: readonly number[] = [1, 2, 4, 12, 15, 22];
