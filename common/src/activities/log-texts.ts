import { textWith } from '../messages/text-with';

/** What the server answers about the activity log's filters (issue 36, part 4). */
export const activityLogTexts = {
  unknownKind: 'This kind of activity is not known.',
  unknownMember: 'This member is not known.',
  invalidDate: 'Please enter a date as YYYY-MM-DD (or a time as YYYY-MM-DDTHH:MM with its zone).',
  fromAfterTo: 'The start of the date range must not be after its end.',
  invalidCursor: 'This page of the log cannot be read. Start again from the newest entries.',
  invalidLimit: textWith('Ask for 1 to {max} entries at a time.', 'max'),
  /** The CSV export's header row (one line per field changed; an entry without changes is one line). */
  csvColumns: {
    date: 'Date',
    member: 'Member',
    kind: 'Kind',
    title: 'Title',
    field: 'Field',
    before: 'Before',
    after: 'After',
  },
} as const;
