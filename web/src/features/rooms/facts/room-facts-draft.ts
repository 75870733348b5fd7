import type { BedType, RoomFacts, RoomViewKind } from '@common/rooms/room-facts';
import type { RoomFactsInput } from '@common/rooms/room-facts-schema';

/** The number facts, as their inputs hold them while typed. */
export const numberFacts = [
  'maxOccupancy',
  'standardOccupancy',
  'maxChildren',
  'sizeSqm',
  'roomCount',
] as const;
export type NumberFact = (typeof numberFacts)[number];

/** A room's facts while they are edited: numbers as the inputs' text, so a half-typed value stays as typed. */
export interface RoomFactsDraft {
  numbers: Record<NumberFact, string>;
  beds: { type: BedType; count: string }[];
  view: RoomViewKind | '';
}

export function draftOfFacts(facts: RoomFacts): RoomFactsDraft {
  return {
    numbers: Object.fromEntries(
      numberFacts.map((key) => [key, facts[key] === null ? '' : String(facts[key])]),
    ) as Record<NumberFact, string>,
    beds: facts.beds.map((bed) => ({ type: bed.type, count: String(bed.count) })),
    view: facts.view ?? '',
  };
}

/**
 * What the API is sent: an empty input clears its fact (null), anything else goes as the number typed, so the
 * server's check answers for a value out of range or a fraction, under its field.
 */
export function factsOfDraft(draft: RoomFactsDraft): RoomFactsInput {
  const asNumber = (text: string) => (text.trim() === '' ? null : Number(text));
  return {
    ...(Object.fromEntries(numberFacts.map((key) => [key, asNumber(draft.numbers[key])])) as Record<
      NumberFact,
      number | null
    >),
    beds: draft.beds.map((bed) => ({ type: bed.type, count: Number(bed.count) })),
    view: draft.view === '' ? null : draft.view,
  };
}

export const sameDraft = (a: RoomFactsDraft, b: RoomFactsDraft) => JSON.stringify(a) === JSON.stringify(b);

/** The facts of `next` that differ from `before`, so that a save leaves the facts it did not touch to the server. */
export function changedFacts(before: RoomFactsInput, next: RoomFactsInput): RoomFactsInput {
  const keys = Object.keys(next) as (keyof RoomFactsInput)[];
  return Object.fromEntries(
    keys
      .filter((key) => JSON.stringify(next[key]) !== JSON.stringify(before[key]))
      .map((key) => [key, next[key]]),
  );
}
