import { z } from 'zod';
import { bedTypes, roomFactLimits, roomViews } from '../rooms/room-facts';
import { localizedTextSchema } from './descriptions';
import { featureSchema } from './facilities';
import { textsByLanguageSchema } from './languages';
import { photoSchema } from './photos';

/**
 * A room (a room type the hotel sells) as the content API answers it (/api/v1, issue 34): its texts, the facts
 * the channels ask for, its switched-on features and its gallery. Trashed rooms are left out; marketplace ids
 * stay inside the product.
 */

const count = (limits: { min: number; max: number }, description: string, example: number) =>
  z.int().min(limits.min).max(limits.max).nullable().meta({ description, example });

export const roomFactsSchema = z
  .strictObject({
    maxOccupancy: count(roomFactLimits.occupancy, 'Most guests the room sleeps.', 3),
    standardOccupancy: count(roomFactLimits.occupancy, 'Guests the price is for.', 2),
    maxChildren: count(roomFactLimits.children, 'Most children among the guests.', 1),
    beds: z
      .array(
        z.strictObject({
          type: z.enum(bedTypes),
          count: z.int().min(roomFactLimits.bedsPerType.min).max(roomFactLimits.bedsPerType.max),
        }),
      )
      .meta({ description: 'Each bed type once, with its count; empty while not stated.' }),
    sizeSqm: count(roomFactLimits.sizeSqm, 'Floor area in square metres.', 28),
    roomCount: count(roomFactLimits.roomCount, 'How many rooms of this type the hotel has.', 12),
    view: z.enum(roomViews).nullable().meta({ description: 'What the window shows.', example: 'lake' }),
  })
  .meta({ id: 'RoomFacts', description: 'Each fact is null (or beds empty) until the hotel states it.' });

export const roomSchema = z
  .strictObject({
    id: z.guid(),
    name: z.string().meta({ description: 'In the primary language.', example: 'Double Room Lake View' }),
    names: textsByLanguageSchema('The name per language.', {
      en: 'Double Room Lake View',
      de: 'Doppelzimmer Seeblick',
    }),
    type: z.string().meta({
      description:
        'single, double, twin, suite, family, deluxe, executive, other or standard room; an imported room may ' +
        'keep the word of its source.',
      example: 'double',
    }),
    descriptions: z.array(localizedTextSchema).meta({ description: 'One per language written.' }),
    facts: roomFactsSchema,
    features: z.array(featureSchema).meta({ description: 'Room features switched on.' }),
    images: z.array(photoSchema).meta({ description: 'The gallery of the room in its order, cover first.' }),
  })
  .meta({ id: 'Room' });
export type ContentRoom = z.infer<typeof roomSchema>;

export const roomsAnswerSchema = z
  .strictObject({ rooms: z.array(roomSchema).meta({ description: 'Oldest first.' }) })
  .meta({ id: 'RoomsAnswer' });
export type ContentRoomsAnswer = z.infer<typeof roomsAnswerSchema>;

export const roomAnswerSchema = z.strictObject({ room: roomSchema }).meta({ id: 'RoomAnswer' });
export type ContentRoomAnswer = z.infer<typeof roomAnswerSchema>;
