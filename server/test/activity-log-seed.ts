import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { encodeLogCursor } from '../src/features/activities/log-cursor';
import { peopleOfLogQuery, logPageQuery } from '../src/features/activities/log-repository';

/**
 * A large activity log for the query plan test and the activity-log benchmark (bench/activity-log.mjs): one
 * statement writes `count` entries of eight kinds, one every five minutes back from `newest`, by the given
 * members in turn, every seventh by the system, each edit with a change (a description's with two paragraphs
 * before and after).
 */
export const seededKinds = [
  ['room_update', 'Updated room: Suite'],
  ['description_update', 'Updated the hotel description'],
  ['gallery_update', 'Updated the hotel gallery'],
  ['template_update', 'Updated template: Ostern'],
  ['asset_upload', 'Uploaded new Property: lake.jpg'],
  ['feature_enable', 'Enabled feature: Sauna'],
  ['feature_disable', 'Disabled feature: Sauna'],
  ['trash_restore', 'Restored Dining from the trash: menu.jpg'],
] as const;

export interface SeedMember {
  id: string;
  name: string;
}

export const seedSpacingMinutes = 5;

export async function seedActivityLog(
  db: Db,
  {
    hotelId,
    members,
    count,
    newest,
  }: { hotelId: string; members: SeedMember[]; count: number; newest: Date },
) {
  const kinds = `{${seededKinds.map(([kind]) => kind).join(',')}}`;
  const titles = `{${seededKinds.map(([, title]) => `"${title}"`).join(',')}}`;
  const ids = `{${members.map((member) => member.id).join(',')}}`;
  const names = `{${members.map((member) => `"${member.name}"`).join(',')}}`;
  const paragraph = 'Our rooms look over the lake and the mountains; breakfast is served on the terrace. ';
  await db.execute(sql`
    insert into activities (hotel_id, kind, title, actor_user_id, actor_name, changes, created_at)
    select ${hotelId}::uuid, k.kind, k.title,
      case when g % 7 = 0 then null else (${ids}::text[])[1 + g % ${members.length}] end,
      case when g % 7 = 0 then null else (${names}::text[])[1 + g % ${members.length}] end,
      case k.kind
        when 'room_update' then jsonb_build_array(
          jsonb_build_object('field', 'Size (m²)', 'before', (20 + g % 30)::text, 'after', (21 + g % 30)::text))
        when 'description_update' then jsonb_build_array(jsonb_build_object('field', 'Description (EN)',
          'before', repeat(${paragraph}, 4), 'after', repeat(${paragraph}, 5) || g::text))
        when 'template_update' then jsonb_build_array(
          jsonb_build_object('field', 'Name', 'before', 'Ostern ' || g, 'after', 'Ostern am See ' || g))
        else null
      end,
      ${newest.toISOString()}::timestamptz - make_interval(mins => g * ${seedSpacingMinutes})
    from generate_series(1, ${count}::int) g
    cross join lateral (
      select (${kinds}::text[])[1 + g % ${seededKinds.length}] as kind,
        (${titles}::text[])[1 + g % ${seededKinds.length}] as title
    ) k`);
}

/** A read of the log to explain: its name and its statement, as the log routes send it. */
export interface LogRead {
  name: string;
  statement: SQL;
  /** The indexes it may walk. */
  indexes: string[];
}

const byTime = 'activities_hotel_id_created_at_idx';
const byMember = 'activities_hotel_id_actor_created_at_idx';
const byKind = 'activities_hotel_id_kind_created_at_idx';

/**
 * The log's reads with each filter, as its routes send them: a page of 50 (and one more, to know whether
 * another follows), unfiltered, by member, by kind, by a month, by member and kind, a page deep in the log
 * through its cursor, a batch of the CSV export, and the people to filter by.
 */
export function logReads(db: Db, hotelId: string, member: string, newest: Date): LogRead[] {
  const monthAgo = new Date(newest.getTime() - 30 * 24 * 60 * 60_000);
  const twoMonthsAgo = new Date(newest.getTime() - 60 * 24 * 60 * 60_000);
  const deep = {
    time: new Date(newest.getTime() - 5_000 * seedSpacingMinutes * 60_000).toISOString().slice(0, 23) + '000',
    id: 'ffffffff-ffff-4fff-bfff-ffffffffffff',
  };
  const page = (filter: Parameters<typeof logPageQuery>[2], after?: typeof deep, limit = 51) =>
    logPageQuery(db, hotelId, filter, after, limit).getSQL();
  return [
    { name: 'newest page', statement: page({}), indexes: [byTime] },
    { name: 'by member', statement: page({ actor: member }), indexes: [byMember] },
    { name: 'by kind', statement: page({ kind: 'room_update' }), indexes: [byKind] },
    { name: 'by a month', statement: page({ from: twoMonthsAgo, to: monthAgo }), indexes: [byTime] },
    {
      name: 'by member and kind',
      statement: page({ actor: member, kind: 'description_update' }),
      indexes: [byMember, byKind],
    },
    { name: 'page 100 through the cursor', statement: page({}, deep), indexes: [byTime] },
    {
      name: 'CSV batch of 500 by kind',
      statement: page({ kind: 'gallery_update' }, deep, 500),
      indexes: [byKind],
    },
    {
      name: 'the people: members and who acted',
      statement: peopleOfLogQuery(hotelId),
      indexes: [byMember, 'hotel_members_hotel_id_user_id_pk', 'user_pkey'],
    },
  ];
}

/** A cursor at a seeded entry's place, for a benchmark's deep page. */
export const cursorAt = (time: Date, id: string) =>
  encodeLogCursor({ time: time.toISOString().slice(0, 23) + '000', id });
