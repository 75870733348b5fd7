import { limits } from '@common/limits';
import type { RoomFacts } from '@common/rooms/room-facts';
import { longText, oneLine } from './clean-text';
import { imagesOf, type ImageContext } from './schema-images';
import { roomFactsOf } from './schema-room-facts';
import { asThing, countOf, plainText, typesOf, valuesOf, type Thing } from './schema-values';
import type { StructuredSource } from './structured-source';

export interface StructuredRoom {
  name: string;
  description: string | null;
  /** e.g. '1 King bed' from bed / BedDetails (numberOfBeds + typeOfBed) */
  beds: string | null;
  /** Occupancy, size, beds and count as the room states them (issue 32); absent when it states none. */
  facts?: Partial<RoomFacts>;
  images: string[];
  source: StructuredSource;
}

export const roomTypes = new Set(['hotelroom', 'suite', 'room']);
/** Inside a hotel's containsPlace, an apartment or an untyped place with a name is one of its rooms too. */
const containedRoomTypes = new Set([...roomTypes, 'accommodation', 'apartment']);
export const isContainedRoom = (thing: Thing) => {
  const types = typesOf(thing);
  return types.length === 0 || types.some((type) => containedRoomTypes.has(type));
};

const bedsMaxLength = 120;

/** A room from a HotelRoom, Suite or Room thing; null without a name, since a room is known by its name. */
export function readRoom(
  thing: Thing,
  source: StructuredSource,
  context: ImageContext,
): StructuredRoom | null {
  const name = oneLine(plainText(thing.name), limits.roomNameMaxLength);
  if (!name) return null;
  const facts = roomFactsOf(thing, context.resolve);
  return {
    name,
    description: longText(plainText(thing.description)),
    beds: bedsOf(thing.bed, context.resolve),
    ...(Object.keys(facts).length > 0 ? { facts } : {}),
    images: imagesOf(thing, context),
    source,
  };
}

/** '1 King bed', '2 Queen beds' or the text as written, several joined with commas. */
function bedsOf(value: unknown, resolve: (value: unknown) => unknown): string | null {
  const parts = valuesOf(value)
    .slice(0, 10)
    .map((entry) => {
      const resolved = resolve(entry);
      const bed = asThing(resolved);
      if (!bed) return oneLine(resolved, bedsMaxLength);
      const count = countOf(bed.numberOfBeds, 100);
      const type = oneLine(plainText(resolve(valuesOf(bed.typeOfBed)[0])), bedsMaxLength);
      // 'King' becomes 'King bed', but 'Doppelbett' or 'Sofa bed' already name the bed.
      const noun = !type ? 'bed' : /bed|bett/i.test(type) ? type : `${type} bed`;
      if (count === null) return type ? noun : oneLine(plainText(bed), bedsMaxLength);
      return `${count} ${noun}${count > 1 && /bed$/i.test(noun) ? 's' : ''}`;
    })
    .filter((part) => part !== null);
  return oneLine(parts.join(', '), bedsMaxLength);
}
