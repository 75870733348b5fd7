import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { ActivityLogFilter } from '@common/activities/schemas';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { activities, hotelMembers, user, userProfiles } from '../../db/schema';
import { personName } from './repository';
import type { LogPosition } from './log-cursor';

/**
 * What the log's filters ask of the activities of one hotel. Each filter has its index (migration 0039): by
 * hotel and time, by hotel, member and time, by hotel, kind and time; the range narrows the time within it,
 * and a position continues after the last entry of a page, so a page is a short walk down one index whatever
 * its depth.
 */
function whereOf(hotelId: string, filter: ActivityLogFilter, after?: LogPosition): SQL | undefined {
  return and(
    eq(activities.hotelId, hotelId),
    filter.actor ? eq(activities.actorUserId, filter.actor) : undefined,
    filter.kind ? eq(activities.kind, filter.kind) : undefined,
    filter.from ? gte(activities.createdAt, filter.from) : undefined,
    filter.to ? lt(activities.createdAt, filter.to) : undefined,
    after
      ? sql`(${activities.createdAt}, ${activities.id}) < (${`${after.time}Z`}::timestamptz, ${after.id}::uuid)`
      : undefined,
  );
}

/**
 * One page of the log, newest first, with each entry's position to the microsecond: the statement, which the
 * query plan test explains as it is sent (log-query-plans.test.ts).
 */
export function logPageQuery(
  db: Db,
  hotelId: string,
  filter: ActivityLogFilter,
  after: LogPosition | undefined,
  limit: number,
) {
  return db
    .select({
      id: activities.id,
      kind: activities.kind,
      title: activities.title,
      actorUserId: activities.actorUserId,
      actorName: activities.actorName,
      changes: activities.changes,
      createdAt: activities.createdAt,
      position: sql<string>`to_char(${activities.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`,
    })
    .from(activities)
    .where(whereOf(hotelId, filter, after))
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(limit);
}

/** One page of the log, newest first (logPageQuery's rows). */
export async function findLogPage(
  db: Db,
  hotelId: string,
  filter: ActivityLogFilter,
  after: LogPosition | undefined,
  limit: number,
) {
  return logPageQuery(db, hotelId, filter, after, limit);
}

export type LogRow = Awaited<ReturnType<typeof findLogPage>>[number];

/**
 * The people of the hotel's log: its members, and everyone else whose account acted in it (a member who left),
 * with their names as they are now (as the log writes them: personName), in one statement. Those who acted are found by skipping through the
 * by-member index one member at a time (a recursive query: each step is one index probe for the next id), so a
 * log of 100,000 entries by five people costs six probes, not a walk through every entry.
 */
export async function findPeopleOfLog(db: Db, hotelId: string) {
  const result = await db.execute(peopleOfLogQuery(hotelId));
  return rowsOf<{ id: string; name: string; current: boolean }>(result);
}

/** findPeopleOfLog's statement, which the query plan test explains. */
export function peopleOfLogQuery(hotelId: string) {
  return sql`
    with recursive actors(id) as (
      (select ${activities.actorUserId} from ${activities}
        where ${activities.hotelId} = ${hotelId} and ${activities.actorUserId} is not null
        order by ${activities.actorUserId} limit 1)
      union all
      select (select a.actor_user_id from ${activities} a
        where a.hotel_id = ${hotelId} and a.actor_user_id > actors.id
        order by a.actor_user_id limit 1)
      from actors where actors.id is not null
    ),
    people(id) as (
      select ${hotelMembers.userId} from ${hotelMembers} where ${hotelMembers.hotelId} = ${hotelId}
      union
      select id from actors where id is not null
    )
    select ${user.id} as id, ${personName} as name,
      exists (select 1 from ${hotelMembers} m where m.hotel_id = ${hotelId} and m.user_id = people.id) as current
    from people join ${user} on ${user.id} = people.id
      left join ${userProfiles} on ${userProfiles.userId} = ${user.id}`;
}
