import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityLogEntryView, ActivityLogPage } from '@common/activities/schemas';
import { activities, user, userProfiles } from '../../db/schema';
import { recordActivity } from './service';
import { buildHotel, buildMember, buildUser, type SignedInUser } from '../../../test/factories';
import { buildTestApp, requestAs, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
let owner: SignedInUser;
beforeAll(async () => {
  testApp = await buildTestApp();
  owner = await buildUser(testApp);
  await nameUser(owner.id, 'Olga Owner');
});
afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.context.db;
const nameUser = (id: string, name: string) => db().update(user).set({ name }).where(eq(user.id, id));

type Row = typeof activities.$inferInsert;
/** Entries as the services write them, at a given time (an SQL time keeps microseconds). */
const insert = (rows: Row[]) => db().insert(activities).values(rows).returning({ id: activities.id });
const at = (iso: string) => sql`${iso}::timestamptz` as unknown as Date;

const logOf = async (hotelId: string, query = '', as: { cookie: string } = owner) =>
  requestAs(testApp, as, 'GET', `/api/hotels/${hotelId}/activity-log${query}`);
const pageOf = async (hotelId: string, query = '') => {
  const response = await logOf(hotelId, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ActivityLogPage>();
};
const titles = (entries: ActivityLogEntryView[]) => entries.map((entry) => entry.title);

/** Every page of the log from the newest, following each nextCursor; `between` runs after each page. */
async function walk(hotelId: string, filter: string, limit: number, between?: () => Promise<unknown>) {
  const seen: ActivityLogEntryView[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const query: string = `?limit=${limit}${filter}${cursor ? `&cursor=${cursor}` : ''}`;
    const page = await pageOf(hotelId, query);
    seen.push(...page.entries);
    cursor = page.nextCursor;
    pages += 1;
    await between?.();
  } while (cursor);
  return { seen, pages };
}

describe('a page of the activity log', () => {
  it('answers each entry with its member, kind, title, changes and time, newest first', async () => {
    const hotel = await buildHotel(testApp, owner.id);
    const editor = await buildMember(testApp, hotel.id, 'editor');
    await nameUser(editor.id, 'Anna Weber');
    await insert([
      {
        hotelId: hotel.id,
        kind: 'asset_upload',
        title: 'Uploaded new Property: a.jpg',
        createdAt: at('2026-03-01T09:00:00Z'),
      },
    ]);
    // The services copy the actor's name as it is when they record (features/activities/repository.ts).
    await recordActivity(testApp.context, {
      hotelId: hotel.id,
      kind: 'description_update',
      title: 'Updated the hotel description',
      actorUserId: editor.id,
      changes: [{ field: 'Description (EN)', before: 'Old text', after: 'New text' }],
    });

    const page = await pageOf(hotel.id);
    expect(page.nextCursor).toBeNull();
    expect(page.entries).toEqual([
      {
        id: expect.any(String),
        kind: 'description_update',
        title: 'Updated the hotel description',
        actor: { id: editor.id, name: 'Anna Weber' },
        changes: [{ field: 'Description (EN)', before: 'Old text', after: 'New text' }],
        createdAt: expect.any(String),
      },
      {
        id: expect.any(String),
        kind: 'asset_upload',
        title: 'Uploaded new Property: a.jpg',
        actor: null,
        changes: [],
        createdAt: '2026-03-01T09:00:00.000Z',
      },
    ]);

    // A renamed member keeps the name the entry was written with; a deleted account keeps it too.
    await nameUser(editor.id, 'Anna Schmidt');
    expect((await pageOf(hotel.id)).entries[0]?.actor).toEqual({ id: editor.id, name: 'Anna Weber' });
  });

  it('filters by member, by kind and by date range, alone and together', async () => {
    const hotel = await buildHotel(testApp, owner.id);
    const anna = await buildMember(testApp, hotel.id, 'editor');
    const ben = await buildMember(testApp, hotel.id, 'admin');
    const entry = (actor: string | null, kind: string, day: string, title: string): Row => ({
      hotelId: hotel.id,
      actorUserId: actor,
      actorName: actor,
      kind,
      title,
      createdAt: at(`${day}T12:00:00Z`),
    });
    await insert([
      entry(anna.id, 'room_update', '2026-03-01', 'anna room 1'),
      entry(anna.id, 'template_update', '2026-03-02', 'anna template 2'),
      entry(ben.id, 'room_update', '2026-03-03', 'ben room 3'),
      entry(null, 'alpinebits_push', '2026-03-04', 'system push 4'),
      entry(anna.id, 'room_update', '2026-03-05', 'anna room 5'),
    ]);
    // Another hotel's entries by the same member never show.
    const other = await buildHotel(testApp, owner.id);
    await insert([{ ...entry(anna.id, 'room_update', '2026-03-03', 'other hotel'), hotelId: other.id }]);

    expect(titles((await pageOf(hotel.id, `?actor=${anna.id}`)).entries)).toEqual([
      'anna room 5',
      'anna template 2',
      'anna room 1',
    ]);
    expect(titles((await pageOf(hotel.id, '?kind=room_update')).entries)).toEqual([
      'anna room 5',
      'ben room 3',
      'anna room 1',
    ]);
    expect(titles((await pageOf(hotel.id, `?actor=${anna.id}&kind=room_update`)).entries)).toEqual([
      'anna room 5',
      'anna room 1',
    ]);
    // Dates include their whole day (UTC); a time with its zone is where the range stops.
    expect(titles((await pageOf(hotel.id, '?from=2026-03-02&to=2026-03-04')).entries)).toEqual([
      'system push 4',
      'ben room 3',
      'anna template 2',
    ]);
    expect(titles((await pageOf(hotel.id, '?from=2026-03-03&to=2026-03-03')).entries)).toEqual([
      'ben room 3',
    ]);
    const zoned = `?from=${encodeURIComponent('2026-03-03T13:00:00+02:00')}&to=${encodeURIComponent('2026-03-05T00:00:00+01:00')}`;
    expect(titles((await pageOf(hotel.id, zoned)).entries)).toEqual(['system push 4', 'ben room 3']);
    expect(titles((await pageOf(hotel.id, `?actor=${ben.id}&from=2026-03-04`)).entries)).toEqual([]);
    // A member never seen in the log, or no one at all: an empty page, not an error.
    expect((await pageOf(hotel.id, `?actor=${owner.id}`)).entries).toEqual([]);
    expect((await pageOf(hotel.id, '?actor=nobody-at-all')).entries).toEqual([]);
  });

  it('pages through every entry once, ties in the same microsecond included, while new ones arrive', async () => {
    const hotel = await buildHotel(testApp, owner.id);
    const member = await buildMember(testApp, hotel.id, 'editor');
    const rows: Row[] = [];
    for (let index = 0; index < 130; index += 1) {
      // Groups of ten share one microsecond; neighbouring groups are a microsecond apart.
      const micro = String(Math.floor(index / 10)).padStart(6, '0');
      rows.push({
        hotelId: hotel.id,
        kind: index % 3 === 0 ? 'room_update' : 'asset_upload',
        title: `entry ${index}`,
        actorUserId: index % 2 === 0 ? member.id : null,
        createdAt: at(`2026-02-01T10:00:00.${micro}Z`),
      });
    }
    const stored = (await insert(rows)).map((row) => row.id);

    let added = 0;
    const addNewer = async () => {
      added += 1;
      await insert([
        { hotelId: hotel.id, kind: 'room_update', title: `new ${added}`, actorUserId: member.id },
      ]);
    };
    const { seen, pages } = await walk(hotel.id, '', 50, addNewer);
    expect(pages).toBe(3);
    expect(seen.map((entry) => entry.id).sort()).toEqual([...stored].sort());
    expect(new Set(seen.map((entry) => entry.id)).size).toBe(130);
    // Newest first: by time, then by id within one time.
    const order = seen.map((entry) => entry.title);
    expect(order.slice(0, 10).every((title) => Number(title.split(' ')[1]) >= 120)).toBe(true);
    expect(order.slice(-10).every((title) => Number(title.split(' ')[1]) < 10)).toBe(true);

    // The same with a filter, in pages of 7.
    const byMember = await walk(hotel.id, `&actor=${member.id}&to=2026-02-02`, 7);
    expect(byMember.seen).toHaveLength(65);
    expect(new Set(byMember.seen.map((entry) => entry.id)).size).toBe(65);
    const byKind = await walk(hotel.id, '&kind=room_update&to=2026-02-02', 11);
    expect(byKind.seen).toHaveLength(44);

    // The entries added meanwhile are at the top of the log.
    expect(titles((await pageOf(hotel.id, '?limit=3')).entries)).toEqual(['new 3', 'new 2', 'new 1']);
  });
});

describe('the people the log can be filtered by', () => {
  it('lists the members and those who acted and have left, by name, and no one of another hotel', async () => {
    const hotel = await buildHotel(testApp, owner.id);
    const viewer = await buildMember(testApp, hotel.id, 'viewer');
    // Named as the log names them: by their profile (Settings -> Personal) before their account's name.
    await nameUser(viewer.id, 'account name');
    await db().insert(userProfiles).values({ userId: viewer.id, firstName: 'Vera', lastName: 'Viewer' });
    const left = await buildUser(testApp);
    await nameUser(left.id, 'Lars Left');
    const elsewhere = await buildUser(testApp);
    const other = await buildHotel(testApp, owner.id);
    await insert([
      { hotelId: hotel.id, kind: 'room_update', title: 'x', actorUserId: left.id, actorName: 'Lars Left' },
      { hotelId: hotel.id, kind: 'room_update', title: 'y', actorUserId: owner.id, actorName: 'Olga Owner' },
      { hotelId: other.id, kind: 'room_update', title: 'z', actorUserId: elsewhere.id },
    ]);

    const response = await requestAs(testApp, viewer, 'GET', `/api/hotels/${hotel.id}/activity-log/members`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      members: [
        { id: owner.id, name: 'Olga Owner', current: true },
        { id: viewer.id, name: 'Vera Viewer', current: true },
        { id: left.id, name: 'Lars Left', current: false },
      ],
    });
  });
});

describe('the log refuses filters it cannot read with 400 and a clear text', () => {
  const cursorOf = (text: string) => Buffer.from(text).toString('base64url');
  it.each([
    ['?kind=room_renamed', 'This kind of activity is not known.'],
    ['?kind=room_update&kind=gallery_update', 'This kind of activity is not known.'],
    ['?kind=%00', 'The input contains characters that are not allowed.'],
    ['?kind=<20,000 x>', 'This kind of activity is not known.'],
    ['?actor=a%20b', 'This member is not known.'],
    [`?actor=${'a'.repeat(101)}`, 'This member is not known.'],
    ['?from=2026-02-30', 'Please enter a date as YYYY-MM-DD (or a time as YYYY-MM-DDTHH:MM with its zone).'],
    ['?from=yesterday', 'Please enter a date as YYYY-MM-DD (or a time as YYYY-MM-DDTHH:MM with its zone).'],
    ['?to=2026-13-01', 'Please enter a date as YYYY-MM-DD (or a time as YYYY-MM-DDTHH:MM with its zone).'],
    [
      '?to=2026-03-01T25:00Z',
      'Please enter a date as YYYY-MM-DD (or a time as YYYY-MM-DDTHH:MM with its zone).',
    ],
    [
      '?to=2026-03-01T10:00',
      'Please enter a date as YYYY-MM-DD (or a time as YYYY-MM-DDTHH:MM with its zone).',
    ],
    ['?from=0001-01-01', 'Please enter a date as YYYY-MM-DD (or a time as YYYY-MM-DDTHH:MM with its zone).'],
    [
      `?from=${'9'.repeat(5000)}`,
      'Please enter a date as YYYY-MM-DD (or a time as YYYY-MM-DDTHH:MM with its zone).',
    ],
    ['?from=2026-03-02&to=2026-03-01', 'The start of the date range must not be after its end.'],
    ['?cursor=not!base64', 'This page of the log cannot be read. Start again from the newest entries.'],
    [
      `?cursor=${cursorOf('x|y')}`,
      'This page of the log cannot be read. Start again from the newest entries.',
    ],
    [
      `?cursor=${cursorOf('2026-02-30T10:00:00.000000|6f1c1c1e-0000-4000-8000-000000000000')}`,
      'This page of the log cannot be read. Start again from the newest entries.',
    ],
    [
      `?cursor=${cursorOf('2026-02-01T10:00:00.000000|6f1c1c1e-0000-4000-8000-000000000000|x')}`,
      'This page of the log cannot be read. Start again from the newest entries.',
    ],
    [
      `?cursor=${'A'.repeat(300)}`,
      'This page of the log cannot be read. Start again from the newest entries.',
    ],
    ['?limit=0', 'Ask for 1 to 100 entries at a time.'],
    ['?limit=101', 'Ask for 1 to 100 entries at a time.'],
    ['?limit=abc', 'Ask for 1 to 100 entries at a time.'],
    ['?limit=1e400', 'Ask for 1 to 100 entries at a time.'],
  ])('%s', async (named, message) => {
    // Huge values are named short in the test's title and made here.
    const query = named
      .replace('<20,000 x>', 'x'.repeat(20_000))
      .replace('<5,000 nines>', '9'.repeat(5_000))
      .replace('<300 A>', 'A'.repeat(300));
    const hotel = await buildHotel(testApp, owner.id);
    for (const path of ['activity-log', 'activity-log.csv']) {
      // The export takes the same filters but no page.
      if (path.endsWith('.csv') && /^\?(cursor|limit)=/.test(query)) continue;
      const response = await requestAs(testApp, owner, 'GET', `/api/hotels/${hotel.id}/${path}${query}`);
      expect(response.statusCode, `${path}: ${response.body.slice(0, 200)}`).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
  });
});

describe('who may read the log', () => {
  it('every member, a viewer included; a stranger gets 404 for all three routes', async () => {
    const hotel = await buildHotel(testApp, owner.id);
    const viewer = await buildMember(testApp, hotel.id, 'viewer');
    const stranger = await buildUser(testApp);
    for (const path of ['activity-log', 'activity-log/members', 'activity-log.csv']) {
      const url = `/api/hotels/${hotel.id}/${path}`;
      expect((await requestAs(testApp, viewer, 'GET', url)).statusCode, path).toBe(200);
      expect((await requestAs(testApp, stranger, 'GET', url)).statusCode, path).toBe(404);
    }
  });
});
