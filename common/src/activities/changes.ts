import { cutOnWord } from '../text';

/**
 * One field of an edit as the activity log keeps it (issue 36, part 4): what it was and what it became, as
 * the text a person reads (a description's text, a room's size, 'On'/'Off' of a facility, a gallery's order).
 * `before` is null for a value that did not exist yet, `after` null for one that was removed. `field` is the
 * field's name as written at the time (activityTexts.fields, English like the titles), so a second interface
 * language reads it back to its text as it does a title.
 */
export interface ActivityChange {
  field: string;
  before: string | null;
  after: string | null;
}

/**
 * How much of one value the log keeps: a description is kept whole (they hold up to 20,000 characters, nearly
 * all far fewer), one longer than this is cut on a word and marked, so a log entry stays a few KB at most.
 */
export const changeValueMaxChars = 10_000;

/** The mark at the end of a value cut to changeValueMaxChars. */
export const cutValueMark = ' […]';

/** A value as the log keeps it: whole up to the limit, cut on a word beyond. */
export function keptValue(value: string | null): string | null {
  if (value === null || value.length <= changeValueMaxChars) return value;
  return cutOnWord(value, changeValueMaxChars - cutValueMark.length) + cutValueMark;
}

/**
 * The fields that changed, each with its values before and after as kept in the log; a field whose value is
 * the same before and after is left out (a save that changed nothing leaves an empty list). An empty text
 * counts as no value.
 */
export function changedFields(
  fields: readonly (readonly [field: string, before: string | null, after: string | null])[],
): ActivityChange[] {
  const changes: ActivityChange[] = [];
  for (const [field, before, after] of fields) {
    const was = before === '' ? null : before;
    const is = after === '' ? null : after;
    if (was === is) continue;
    changes.push({ field, before: keptValue(was), after: keptValue(is) });
  }
  return changes;
}
