import { hotelTypes, readHotel, type HotelContext, type StructuredHotel } from './schema-hotel';
import { linkThings } from './schema-graph';
import { readRoom, roomTypes, type StructuredRoom } from './schema-room';
import { typesOf } from './schema-values';
import type { StructuredSource } from './structured-source';

/** A page describes one hotel; a chain's page may list its others, but not more than this. */
export const pageHotelsMax = 20;
export const pageRoomsMax = 100;

export interface StructuredReading {
  hotels: StructuredHotel[];
  /** Rooms described outside any hotel on the page (a rooms page often has only these). */
  rooms: StructuredRoom[];
  /** An image's caption by its address, from ImageObjects. */
  captions: Map<string, string>;
}

/**
 * The hotels and rooms in one page's structured data. JSON-LD, microdata and RDFa are all first turned into the
 * same plain objects, so this is the one place that knows what a hotel or a room says.
 */
export function readStructured(
  roots: unknown[],
  source: StructuredSource,
  base: string | null,
): StructuredReading {
  const { things, resolve } = linkThings(roots);
  const context: HotelContext = { source, base, resolve, captions: new Map(), roomsRead: new Set() };
  const hotels = things
    .filter((thing) => typesOf(thing).some((type) => hotelTypes.has(type)))
    .slice(0, pageHotelsMax)
    .map((thing) => readHotel(thing, context));
  const rooms: StructuredRoom[] = [];
  for (const thing of things) {
    if (rooms.length >= pageRoomsMax) break;
    if (context.roomsRead.has(thing) || !typesOf(thing).some((type) => roomTypes.has(type))) continue;
    context.roomsRead.add(thing);
    const room = readRoom(thing, source, context);
    if (room) rooms.push(room);
  }
  return { hotels, rooms, captions: context.captions };
}
