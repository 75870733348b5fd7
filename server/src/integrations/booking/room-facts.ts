import { bedTypes, type BedConfiguration, type RoomFacts } from '@common/rooms/room-facts';
import { factsWithinRules } from '@common/rooms/room-facts-schema';

type Loose = Record<string, unknown>;
const asObject = (value: unknown): Loose | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : undefined;
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
/** A number as the API sends it, a number or numeric text; anything else is none. */
const numberOf = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
};

/**
 * A room entry's facts (issue 32): the most guests any of its offers (`b_blocks[].b_max_persons`) takes, and,
 * where the entry has them, its size (`room_surface_in_m2`, rounded) and beds (`bed_configurations[0].bed_types`,
 * whose numbered bed_type 1-7 follows Booking.com's list: single, double, large double, extra-large double,
 * bunk, sofa bed, futon). Values out of range are left out; undefined when nothing is left.
 */
export function bookingRoomFacts(room: Loose): Partial<RoomFacts> | undefined {
  const persons = asArray(room.b_blocks)
    .map((block) => numberOf(asObject(block)?.b_max_persons))
    .filter((count) => count !== undefined);
  const size = numberOf(room.room_surface_in_m2);
  const beds = bedsOf(asObject(asArray(room.bed_configurations)[0])?.bed_types);
  const facts = factsWithinRules({
    maxOccupancy: persons.length > 0 ? Math.max(...persons) : null,
    sizeSqm: size === undefined ? null : Math.round(size),
    ...(beds.length > 0 ? { beds } : {}),
  });
  return Object.keys(facts).length > 0 ? facts : undefined;
}

/** Beds of a known type with a whole count; the same type twice is counted together. */
function bedsOf(entries: unknown): BedConfiguration {
  const counts = new Map<(typeof bedTypes)[number], number>();
  for (const entry of asArray(entries)) {
    const bed = asObject(entry);
    const type = bedTypes[(numberOf(bed?.bed_type) ?? 0) - 1];
    const count = numberOf(bed?.count);
    if (!type || count === undefined || !Number.isInteger(count) || count < 1) continue;
    counts.set(type, (counts.get(type) ?? 0) + count);
  }
  return [...counts].map(([type, count]) => ({ type, count }));
}
