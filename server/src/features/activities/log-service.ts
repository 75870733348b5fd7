import { Readable } from 'node:stream';
import type { ActivityKind } from '@common/activities/kinds';
import { activityLogTexts } from '@common/activities/log-texts';
import type {
  ActivityLogEntryView,
  ActivityLogFilter,
  ActivityLogMembersView,
  ActivityLogPage,
} from '@common/activities/schemas';
import type { Db } from '../../db/client';
import type { RememberedAnswers } from '../../lib/remembered-answers';
import { requireMemberHotel } from '../hotels/service';
import { csvByteOrderMark, csvLine } from './csv-writer';
import { decodeLogCursor, encodeLogCursor, type LogPosition } from './log-cursor';
import { findLogPage, findPeopleOfLog, type LogRow } from './log-repository';
import { actorOf } from './service';

const presentEntry = (row: LogRow): ActivityLogEntryView => ({
  id: row.id,
  kind: row.kind as ActivityKind,
  title: row.title,
  actor: actorOf(row),
  changes: row.changes ?? [],
  createdAt: row.createdAt.toISOString(),
});

const positionOf = (row: LogRow): LogPosition => ({ time: row.position, id: row.id });

/**
 * One page of the hotel's activity log (issue 36, part 4), newest first, filtered by member, kind and time,
 * continuing after `cursor`. One entry more than asked is read to know whether another page follows. Remembered
 * per hotels.activities_version, which the database raises with every entry recorded (migration 0011), so a
 * page asked again (a team opening the log, the page coming back into view) is served as it was encoded; a new
 * entry makes every page of the hotel be read afresh, which its index answers in a fraction of a millisecond
 * (docs/benchmarks.md, activity-log).
 */
export async function listActivityLog(
  { db, answers }: { db: Db; answers: RememberedAnswers },
  userId: string,
  hotelId: string,
  filter: ActivityLogFilter,
  page: { cursor?: string | undefined; limit: number },
): Promise<ActivityLogPage> {
  const after = page.cursor === undefined ? undefined : decodeLogCursor(page.cursor);
  const hotel = await requireMemberHotel(db, userId, hotelId);
  const key = [hotelId, hotel.activitiesVersion, 'log', filter, page.cursor ?? null, page.limit];
  return answers.remember(key, async () => {
    const rows = await findLogPage(db, hotelId, filter, after, page.limit + 1);
    const shown = rows.slice(0, page.limit);
    const last = shown.at(-1);
    return {
      entries: shown.map(presentEntry),
      nextCursor: rows.length > page.limit && last ? encodeLogCursor(positionOf(last)) : null,
    };
  });
}

/**
 * The people the log can be filtered by: the hotel's members, then those who acted in it and have left (their
 * accounts still exist; a deleted account's entries keep its name but no one to filter by), each by name.
 */
export async function listActivityLogMembers(
  db: Db,
  userId: string,
  hotelId: string,
): Promise<ActivityLogMembersView> {
  await requireMemberHotel(db, userId, hotelId);
  const people = await findPeopleOfLog(db, hotelId);
  // Members first, then those who left, each by name.
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');
  return {
    members: [
      ...people.filter((person) => person.current).sort(byName),
      ...people.filter((person) => !person.current).sort(byName),
    ],
  };
}

/** How many entries the export reads at a time: a few hundred KB, however long the log. */
const csvBatch = 500;

/**
 * The whole filtered log as CSV, newest first, one line per field changed (an entry without changes is one
 * line): read a batch at a time as the client takes it, so 100,000 entries never sit in memory. Entries added
 * while it is written are newer than its first line and are not in it.
 */
export async function activityLogCsv(
  db: Db,
  userId: string,
  hotelId: string,
  filter: ActivityLogFilter,
): Promise<{ hotelName: string; csv: Readable }> {
  const hotel = await requireMemberHotel(db, userId, hotelId);
  return { hotelName: hotel.name, csv: Readable.from(csvLines(db, hotelId, filter)) };
}

async function* csvLines(db: Db, hotelId: string, filter: ActivityLogFilter) {
  const columns = activityLogTexts.csvColumns;
  yield (
    csvByteOrderMark +
    csvLine([
      columns.date,
      columns.member,
      columns.kind,
      columns.title,
      columns.field,
      columns.before,
      columns.after,
    ])
  );
  let after: LogPosition | undefined;
  for (;;) {
    const rows = await findLogPage(db, hotelId, filter, after, csvBatch);
    if (rows.length === 0) return;
    let chunk = '';
    for (const row of rows) chunk += linesOf(row);
    yield chunk;
    if (rows.length < csvBatch) return;
    after = positionOf(rows.at(-1)!);
  }
}

function linesOf(row: LogRow): string {
  const start = [row.createdAt.toISOString(), row.actorName, row.kind, row.title];
  const changes = row.changes ?? [];
  if (changes.length === 0) return csvLine([...start, null, null, null]);
  return changes.map((change) => csvLine([...start, change.field, change.before, change.after])).join('');
}
