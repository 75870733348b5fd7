import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityLogEntryView, ActivityLogPage } from '@common/activities/schemas';
import { user } from '../../db/schema';
import {
  buildHotel,
  buildImageAsset,
  buildMember,
  buildRoom,
  buildUser,
  type SignedInUser,
} from '../../../test/factories';
import { buildTestApp, requestAs, type TestApp } from '../../../test/test-app';

/**
 * Each edit a member makes through the API is in the activity log with them as its actor and every field it
 * changed, before and after (issue 36, part 4).
 */
let testApp: TestApp;
let owner: SignedInUser;
let hotelId: string;
let editor: SignedInUser;
beforeAll(async () => {
  testApp = await buildTestApp();
  owner = await buildUser(testApp);
  hotelId = (await buildHotel(testApp, owner.id, { primaryLanguage: 'en' })).id;
  editor = await buildMember(testApp, hotelId, 'editor');
  await testApp.context.db.update(user).set({ name: 'Anna Weber' }).where(eq(user.id, editor.id));
});
afterAll(async () => {
  await testApp.close();
});

const asEditor = async (method: 'PUT' | 'PATCH' | 'POST', path: string, body?: unknown) => {
  const response = await requestAs(testApp, editor, method, `/api/hotels/${hotelId}${path}`, body);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
};

/** The newest entry of a kind, as the owner reads the log. */
async function newest(kind: string): Promise<ActivityLogEntryView> {
  const response = await requestAs(
    testApp,
    owner,
    'GET',
    `/api/hotels/${hotelId}/activity-log?kind=${kind}&limit=1`,
  );
  const [entry] = response.json<ActivityLogPage>().entries;
  if (!entry) throw new Error(`no ${kind} entry`);
  expect(entry.actor).toEqual({ id: editor.id, name: 'Anna Weber' });
  return entry;
}

describe('an edit in the activity log names its member and each field before and after', () => {
  it("the hotel's description, written first and then again, and a long one kept to the limit", async () => {
    await asEditor('PUT', '/description', { content: 'A quiet hotel by the lake.' });
    expect((await newest('description_update')).changes).toEqual([
      { field: 'Description (EN)', before: null, after: 'A quiet hotel by the lake.' },
    ]);
    await asEditor('PUT', '/description', { content: 'A quiet hotel by the lake, with a spa.' });
    expect((await newest('description_update')).changes).toEqual([
      {
        field: 'Description (EN)',
        before: 'A quiet hotel by the lake.',
        after: 'A quiet hotel by the lake, with a spa.',
      },
    ]);
    const long = 'Rooms with a view of the lake. '.repeat(500);
    await asEditor('PUT', '/description', { content: long, language: 'de' });
    const [change] = (await newest('description_update')).changes;
    expect(change?.field).toBe('Description (DE)');
    expect(change?.after?.length).toBeLessThanOrEqual(10_000);
    expect(change?.after?.endsWith(' […]')).toBe(true);
    expect(long.startsWith(change!.after!.slice(0, 9_000))).toBe(true);
  });

  it("a room's description and its fields", async () => {
    const room = await buildRoom(testApp, hotelId, { name: 'Suite', type: 'suite', sizeSqm: 35 });
    await asEditor('PUT', `/rooms/${room.id}/description`, { content: 'Our largest room.' });
    const described = await newest('description_update');
    expect(described.title).toBe('Updated the description of Suite');
    expect(described.changes).toEqual([
      { field: 'Description (EN)', before: null, after: 'Our largest room.' },
    ]);

    await asEditor('PATCH', `/rooms/${room.id}`, {
      name: 'Garden Suite',
      sizeSqm: 40,
      maxOccupancy: 3,
      beds: [
        { type: 'double', count: 1 },
        { type: 'single', count: 1 },
      ],
      view: 'garden',
    });
    const updated = await newest('room_update');
    expect(updated.title).toBe('Updated room: Garden Suite');
    expect(updated.changes).toEqual([
      { field: 'Name', before: 'Suite', after: 'Garden Suite' },
      { field: 'Max. guests', before: null, after: '3' },
      { field: 'Beds', before: null, after: '1 double, 1 single' },
      { field: 'Size (m²)', before: '35', after: '40' },
      { field: 'View', before: null, after: 'garden' },
    ]);
    // The same values sent again change nothing, and nothing is logged.
    await asEditor('PATCH', `/rooms/${room.id}`, { name: 'Garden Suite', sizeSqm: 40 });
    expect((await newest('room_update')).id).toBe(updated.id);
  });

  it('a facility switched on and off, of the hotel and of a room', async () => {
    await asEditor('PUT', '/features/free-wifi', { active: true });
    expect((await newest('feature_enable')).changes).toEqual([
      { field: 'Free WiFi', before: 'Off', after: 'On' },
    ]);
    await asEditor('PUT', '/features/free-wifi', { active: false });
    const off = await newest('feature_disable');
    expect(off.title).toBe('Disabled feature: Free WiFi');
    expect(off.changes).toEqual([{ field: 'Free WiFi', before: 'On', after: 'Off' }]);
    const room = await buildRoom(testApp, hotelId);
    await asEditor('PUT', `/rooms/${room.id}/features/balcony`, { active: true });
    expect((await newest('feature_enable')).changes).toEqual([
      { field: 'Balcony', before: 'Off', after: 'On' },
    ]);
  });

  it("the hotel gallery's order and cover, by the photos' names", async () => {
    const [lake, pool, spa] = await Promise.all(
      ['lake.jpg', 'pool.jpg', 'spa.jpg'].map((name) => buildImageAsset(testApp, hotelId, { name })),
    );
    await asEditor('PUT', '/gallery', { assetIds: [lake!.id, pool!.id, spa!.id] });
    const first = await newest('gallery_update');
    expect(first.title).toBe('Updated the hotel gallery');

    await asEditor('PUT', '/gallery', { assetIds: [pool!.id, spa!.id, lake!.id] });
    expect((await newest('gallery_update')).changes).toEqual([
      { field: 'Photo order', before: 'lake.jpg\npool.jpg\nspa.jpg', after: 'pool.jpg\nspa.jpg\nlake.jpg' },
      { field: 'Cover', before: 'lake.jpg', after: 'pool.jpg' },
    ]);
    await asEditor('POST', '/gallery/cover', { assetId: spa!.id });
    expect((await newest('gallery_update')).changes).toEqual([
      { field: 'Photo order', before: 'pool.jpg\nspa.jpg\nlake.jpg', after: 'spa.jpg\npool.jpg\nlake.jpg' },
      { field: 'Cover', before: 'pool.jpg', after: 'spa.jpg' },
    ]);
    // The order saved again as it is: nothing logged.
    const last = await newest('gallery_update');
    await asEditor('PUT', '/gallery', { assetIds: [spa!.id, pool!.id, lake!.id] });
    expect((await newest('gallery_update')).id).toBe(last.id);
  });

  it("a room gallery's order, each of several saves at once against the one before it", async () => {
    const room = await buildRoom(testApp, hotelId, { name: 'Suite Seeblick' });
    const [a, b, c] = await Promise.all(
      ['a.jpg', 'b.jpg', 'c.jpg'].map((name) => buildImageAsset(testApp, hotelId, { name })),
    );
    await asEditor('POST', `/rooms/${room.id}/gallery/images`, { assetIds: [a!.id, b!.id, c!.id] });
    const added = await newest('gallery_update');
    expect(added.title).toBe('Updated the gallery of Suite Seeblick');
    expect(added.changes).toEqual([
      { field: 'Photo order', before: null, after: 'a.jpg\nb.jpg\nc.jpg' },
      { field: 'Cover', before: null, after: 'a.jpg' },
    ]);

    // Three saves sent together are written in turns (save-order.ts): the log reads as one after the other.
    const orders = [
      [b!.id, a!.id, c!.id],
      [c!.id, b!.id, a!.id],
      [a!.id, c!.id, b!.id],
    ];
    await Promise.all(orders.map((assetIds) => asEditor('PUT', `/rooms/${room.id}/gallery`, { assetIds })));
    const log = await requestAs(
      testApp,
      owner,
      'GET',
      `/api/hotels/${hotelId}/activity-log?kind=gallery_update&limit=3`,
    );
    const saves = log
      .json<ActivityLogPage>()
      .entries.reverse()
      .map((entry) => entry.changes.find((change) => change.field === 'Photo order'));
    const names = { [a!.id]: 'a.jpg', [b!.id]: 'b.jpg', [c!.id]: 'c.jpg' };
    const text = (ids: string[]) => ids.map((id) => names[id]).join('\n');
    // Requests sent at once may reach the database in any order, and on PostgreSQL an entry's time is its
    // transaction's start, so the log's order need not be the order of the writes. Whatever the order, the saves
    // form one chain: each one's before is what another saved, starting from the order before them all.
    const chain: (string | null | undefined)[] = [];
    let current: string | null | undefined = 'a.jpg\nb.jpg\nc.jpg';
    const left = [...saves];
    while (left.length > 0) {
      const next = left.findIndex((save) => save?.before === current);
      expect(next, `a save whose before is ${current}`).toBeGreaterThanOrEqual(0);
      current = left.splice(next, 1)[0]?.after;
      chain.push(current);
    }
    expect([...chain].sort()).toEqual(orders.map(text).sort());
  });

  it("a template's fields", async () => {
    const created = await asEditor('POST', '/templates', {
      name: 'Ostern',
      category: 'event',
      startDate: '2026-04-01',
      endDate: '2026-04-10',
      tags: ['family'],
    });
    const { template } = created.json<{ template: { id: string } }>();
    expect((await newest('template_create')).title).toBe('Created template: Ostern');

    await asEditor('PUT', `/templates/${template.id}`, {
      name: 'Ostern am See',
      category: 'event',
      description: 'For families at Easter',
      startDate: '2026-04-01',
      endDate: '2026-04-14',
      tags: ['family', 'spring'],
      isPublished: true,
    });
    const updated = await newest('template_update');
    expect(updated.title).toBe('Updated template: Ostern am See');
    expect(updated.changes).toEqual([
      { field: 'Name', before: 'Ostern', after: 'Ostern am See' },
      { field: 'End date', before: '2026-04-10', after: '2026-04-14' },
      { field: 'Usage', before: null, after: 'For families at Easter' },
      { field: 'Tags', before: 'family', after: 'family, spring' },
      { field: 'Published', before: 'No', after: 'Yes' },
    ]);
  });

  it('the policies', async () => {
    const policies = {
      pets: 'allowed',
      smoking: null,
      parties: null,
      children: 'welcome',
      checkIn: { from: '15:00', until: '22:00' },
      checkOut: { from: null, until: '11:00' },
    };
    await asEditor('PUT', '/policies', policies);
    await asEditor('PUT', '/policies', {
      ...policies,
      pets: 'not-allowed',
      checkIn: { from: '14:00', until: null },
    });
    const entry = await newest('policies_update');
    expect(entry.title).toBe('Updated policies');
    expect(entry.changes).toEqual([
      { field: 'Check-in', before: '15:00-22:00', after: 'from 14:00' },
      { field: 'Pets', before: 'Pets allowed', after: 'Pets are not allowed' },
    ]);
  });
});
