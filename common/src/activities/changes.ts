/**
 * One field of an edit as the activity log keeps it (issue 36, part 4): what it was and what it became, as
 * the text a person reads (a description's text, a room's size, 'on'/'off' of a facility, a gallery's order).
 * `before` is null for a value that did not exist yet, `after` null for one that was removed.
 */
export interface ActivityChange {
  field: string;
  before: string | null;
  after: string | null;
}
