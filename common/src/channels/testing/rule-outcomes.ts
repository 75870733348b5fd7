import { evaluateReadiness } from '../evaluate';
import type { ReadinessInput, ReadinessPhoto, RuleOutcome } from '../readiness';
import { readinessPhoto, readyHotel } from './readiness-fixtures';

/** What the rule tests share (rules*.test.ts): one rule's outcome, as a user reads it, on a changed ready hotel. */

/** The outcome of one rule for a hotel. */
export function outcome(input: ReadinessInput, ruleId: string): RuleOutcome {
  const found = evaluateReadiness(input)
    .flatMap((channel) => channel.outcomes)
    .find((each) => each.ruleId === ruleId);
  if (!found) throw new Error(`No rule ${ruleId}`);
  return found;
}

/** What a user reads of an outcome: its status and each item's kind, id, status and numbers. */
export const seen = ({ status, items }: RuleOutcome) => ({
  status,
  items: items.map(({ kind, id, status: itemStatus, values }) => ({ kind, id, status: itemStatus, values })),
});

/** The ready hotel changed by `change`. */
export function hotelWith(change: (input: ReadinessInput) => void): ReadinessInput {
  const input = readyHotel();
  change(input);
  return input;
}

/** The ready hotel with one more photo in its library (and hotel gallery, after the cover). */
export function withPhoto(photo: Partial<ReadinessPhoto>) {
  const added = readinessPhoto(photo);
  const input = hotelWith((hotel) => {
    hotel.photos.push(added);
    hotel.hotel.galleryPhotoIds.push(added.id);
  });
  return { input, added };
}

export const deluxe = (input: ReadinessInput) => input.rooms[0]!;

/** The deluxe room's gallery cut to its first `count` photos. */
export const deluxeWithPhotos = (count: number) =>
  hotelWith((input) => {
    deluxe(input).photoIds = deluxe(input).photoIds.slice(0, count);
  });

export const passes = { status: 'pass', items: [] };
