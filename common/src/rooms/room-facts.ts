/**
 * The facts about a room that the booking channels ask for (issue 32): occupancy, beds, size, how many such rooms
 * the hotel has, and the view. Every fact is optional (null, or no beds) until the hotel states it; the channel
 * readiness (common/src/channels/) says which channel needs which.
 *   PATCH /api/hotels/:hotelId/rooms/:roomId  { ...RoomFactsInput } (with or without name and type)
 *   RoomView.facts                            RoomFacts
 */

/** Bed types as Booking.com lists them: single, double, large double (king), extra-large double (super king)... */
export const bedTypes = ['single', 'double', 'king', 'super-king', 'bunk', 'sofa-bed', 'futon'] as const;
export type BedType = (typeof bedTypes)[number];

/** What a room's window shows, where it is worth saying. */
export const roomViews = [
  'sea',
  'lake',
  'mountain',
  'garden',
  'city',
  'pool',
  'river',
  'courtyard',
  'landmark',
] as const;
export type RoomViewKind = (typeof roomViews)[number];

/** The beds of one room, e.g. 1 double or 2 single: each type once, with its count. */
export type BedConfiguration = { type: BedType; count: number }[];

export interface RoomFacts {
  /** Most guests the room sleeps, 1-20. */
  maxOccupancy: number | null;
  /** Guests the price is for, 1 to maxOccupancy. */
  standardOccupancy: number | null;
  /** Most children among them, 0 to maxOccupancy. */
  maxChildren: number | null;
  beds: BedConfiguration;
  /** Floor area in m², 5-500. */
  sizeSqm: number | null;
  /** How many rooms of this type the hotel has, 1-999. */
  roomCount: number | null;
  view: RoomViewKind | null;
}

export const roomFactLimits = {
  occupancy: { min: 1, max: 20 },
  children: { min: 0, max: 20 },
  sizeSqm: { min: 5, max: 500 },
  roomCount: { min: 1, max: 999 },
  bedsPerType: { min: 1, max: 20 },
} as const;

export const noRoomFacts: RoomFacts = {
  maxOccupancy: null,
  standardOccupancy: null,
  maxChildren: null,
  beds: [],
  sizeSqm: null,
  roomCount: null,
  view: null,
};
