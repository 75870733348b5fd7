import { z } from 'zod';
import { bedTypes, roomFactLimits, roomViews, type RoomFacts } from './room-facts';
import { roomFactTexts } from './texts';

/**
 * What the rooms API accepts of a room's facts (issue 32): any of them, each a whole number in its range, null
 * to clear it. The rules between facts (standard occupancy and children up to the maximum guests) are
 * roomFactConflict's, which the server applies to the stored facts merged with the sent ones.
 */
const wholeNumber = ({ min, max }: { min: number; max: number }) =>
  z
    .number({ error: roomFactTexts.wholeNumber })
    .int(roomFactTexts.wholeNumber)
    .min(min, roomFactTexts.outOfRange(min, max))
    .max(max, roomFactTexts.outOfRange(min, max));

const bed = z.object({
  type: z.enum(bedTypes, { error: roomFactTexts.bedType }),
  count: wholeNumber(roomFactLimits.bedsPerType),
});

/** At most one entry per bed type, as many entries as there are types. */
export const maxBedEntries = bedTypes.length;

const beds = z
  .array(bed, { error: roomFactTexts.bedList })
  .max(maxBedEntries, roomFactTexts.tooManyBeds(maxBedEntries))
  .refine(
    (list) => new Set(list.map((entry) => entry.type)).size === list.length,
    roomFactTexts.bedTypeTwice,
  );

export const roomFactsInputShape = {
  maxOccupancy: wholeNumber(roomFactLimits.occupancy).nullable().optional(),
  standardOccupancy: wholeNumber(roomFactLimits.occupancy).nullable().optional(),
  maxChildren: wholeNumber(roomFactLimits.children).nullable().optional(),
  // null clears the beds like any other fact: no beds stated is the empty list.
  beds: beds
    .nullable()
    .optional()
    .transform((list) => (list === null ? [] : list)),
  sizeSqm: wholeNumber(roomFactLimits.sizeSqm).nullable().optional(),
  roomCount: wholeNumber(roomFactLimits.roomCount).nullable().optional(),
  view: z.enum(roomViews, { error: roomFactTexts.view }).nullable().optional(),
};

export type RoomFactsInput = Partial<RoomFacts>;

export const roomFactKeys = Object.keys(roomFactsInputShape) as (keyof RoomFacts)[];

/** Whether a request sends any fact (null included: it clears one). */
export const sendsRoomFacts = (input: Record<string, unknown>) =>
  roomFactKeys.some((key) => input[key] !== undefined);

/**
 * The first rule the facts break, as the field to name and its message, or null. `sent` says which facts the
 * request changed: the field named is one the user just wrote (children above the guests names maxChildren when
 * the children were sent, maxOccupancy when only the guests were).
 */
export function roomFactConflict(
  facts: RoomFacts,
  sent: Partial<Record<keyof RoomFacts, unknown>>,
): { field: keyof RoomFacts; message: string } | null {
  const max = facts.maxOccupancy;
  if (max === null) return null;
  const rules = [
    {
      field: 'standardOccupancy',
      above: roomFactTexts.standardAboveMax,
      below: roomFactTexts.maxBelowStandard,
    },
    { field: 'maxChildren', above: roomFactTexts.childrenAboveMax, below: roomFactTexts.maxBelowChildren },
  ] as const;
  for (const rule of rules) {
    const value = facts[rule.field];
    if (value === null || value <= max) continue;
    return sent[rule.field] !== undefined
      ? { field: rule.field, message: rule.above }
      : { field: 'maxOccupancy', message: rule.below };
  }
  return null;
}

/**
 * Facts read from outside (an import) as far as they hold: each kept only when the API would accept it, and the
 * children or standard occupancy left out where they exceed the guests. Never throws: an odd value is not
 * worth failing an import for.
 */
export function factsWithinRules(found: Partial<RoomFacts>): Partial<RoomFacts> {
  const kept: Partial<Record<keyof RoomFacts, unknown>> = {};
  for (const key of roomFactKeys) {
    if (found[key] === null || found[key] === undefined) continue;
    const checked = roomFactsInputShape[key].safeParse(found[key]);
    if (checked.success && checked.data !== undefined) kept[key] = checked.data;
  }
  const facts = kept as Partial<RoomFacts>;
  const max = facts.maxOccupancy;
  if (max !== undefined && max !== null) {
    if ((facts.maxChildren ?? 0) > max) delete facts.maxChildren;
    if ((facts.standardOccupancy ?? 0) > max) delete facts.standardOccupancy;
  }
  return facts;
}
