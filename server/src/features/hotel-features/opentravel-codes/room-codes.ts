import type { BedType, RoomViewKind } from '@common/rooms/room-facts';
import { defaultRoomType, roomTypes, type RoomType } from '@common/rooms/room-types';

/**
 * A room's type and facts in OpenTravel codes (issue 33). AlpineBits classifies a room category with TypeRoom's
 * RoomClassificationCode (OpenTravel GRI) and, since 2018-10, RoomType, and fixes the pairs: RoomType 1 (room)
 * goes with GRI 42 (Room), 2-5 (apartments, holiday homes...) with 13 (Apartments), 6-8 (camping) with 5. Every
 * room type we offer is a hotel room, so all of them are RoomType 1 with GRI 42; what kind of room it is (a suite,
 * a twin) travels in its name and amenities (the beds below).
 */
export interface RoomClassification {
  /** GRI code (RoomClassificationCode). */
  classification: number;
  /** AlpineBits RoomType 1-9. */
  roomType: number;
}

const hotelRoom: RoomClassification = { classification: 42, roomType: 1 };

export const roomClassifications: Readonly<Record<RoomType | typeof defaultRoomType, RoomClassification>> = {
  single: hotelRoom,
  double: hotelRoom,
  twin: hotelRoom,
  suite: hotelRoom,
  family: hotelRoom,
  deluxe: hotelRoom,
  executive: hotelRoom,
  other: hotelRoom,
  [defaultRoomType]: hotelRoom,
};

/** The classification of a stored room type; a type typed freely (not in the list) is a hotel room too. */
export function roomClassificationOf(type: string): RoomClassification {
  return (roomClassifications as Record<string, RoomClassification>)[type] ?? hotelRoom;
}

export const knownRoomTypes: readonly string[] = [...roomTypes, defaultRoomType];

/** Bed types → RMA ('Single bed', 'Double beds', 'King bed', 'Sofa bed', 'Futon'); null: no equivalent. */
export const bedAmenityCodes: Readonly<Record<BedType, number | null>> = {
  single: 203,
  double: 33,
  king: 58,
  'super-king': 58, // OpenTravel has no larger bed than a king
  bunk: null,
  'sofa-bed': 102,
  futon: 200,
};

/** Views → RMA ('Ocean view', 'Mountain view'); null: no equivalent. */
export const viewAmenityCodes: Readonly<Record<RoomViewKind, number | null>> = {
  sea: 224,
  lake: null,
  mountain: 223,
  garden: null,
  city: null,
  pool: null,
  river: null,
  courtyard: null,
  landmark: null,
};
