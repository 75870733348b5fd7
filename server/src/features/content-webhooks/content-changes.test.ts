import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { assets, contentChanges, hotels, templates } from '../../db/schema';
import { buildApiKey } from '../../../test/api-keys';
import { useAppWithHotel } from '../../../test/app-with-hotel';
import { buildWebhook, pendingKinds } from '../../../test/content-webhooks';
import { buildHotel, buildImageAsset, buildRoom } from '../../../test/factories';
import { testAppUrl } from '../../../test/test-app';
import { tinyPng, uploadAsset } from '../../../test/uploads';

// Change detection (issue 34, point 5): the database's triggers record what changed for hotels a webhook covers,
// whichever way the content changed (migration 0027).
const given = useAppWithHotel();

async function send(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  const response = await given.testApp.app.inject({
    method,
    url: `/api/hotels/${given.hotelId}${url}`,
    payload,
    headers: { cookie: given.owner.cookie, origin: testAppUrl },
  });
  expect(response.statusCode, response.body).toBeLessThan(400);
  return response.body ? response.json() : undefined;
}

const db = () => given.testApp.context.db;
const clearOutbox = () => db().delete(contentChanges);

beforeEach(async () => {
  const { testApp, owner, hotelId } = given;
  const key = await buildApiKey(testApp, owner.id, [hotelId]);
  await buildWebhook(testApp, key.id, 'https://hooks.example.com/hcs');
  await clearOutbox();
});

describe('each way content changes records its kind', () => {
  it('an upload: photos', async () => {
    const upload = await uploadAsset(given.testApp, given.owner, given.hotelId, {
      name: 'pool.png',
      type: 'image/png',
      content: await tinyPng(),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    expect(await pendingKinds(given.testApp, given.hotelId)).toEqual(['photos']);
  });

  it('a room edit: rooms', async () => {
    const room = await buildRoom(given.testApp, given.hotelId);
    await clearOutbox();
    await send('PATCH', `/rooms/${room.id}`, { name: 'Junior Suite' });
    expect(await pendingKinds(given.testApp, given.hotelId)).toEqual(['rooms']);
  });

  it('a description save: descriptions', async () => {
    await send('PUT', '/description', { content: 'Ein Haus am See.' });
    expect(await pendingKinds(given.testApp, given.hotelId)).toEqual(['descriptions']);
  });

  it('a room description: descriptions and rooms', async () => {
    const room = await buildRoom(given.testApp, given.hotelId);
    await clearOutbox();
    await send('PUT', `/rooms/${room.id}/description`, { content: 'Mit Balkon.' });
    expect(await pendingKinds(given.testApp, given.hotelId)).toEqual(['descriptions', 'rooms']);
  });

  it('a facility switch: facilities', async () => {
    await send('PUT', '/features/free-wifi', { active: true });
    expect(await pendingKinds(given.testApp, given.hotelId)).toEqual(['facilities']);
  });

  it('a template publish: templates; a draft saved is no change', async () => {
    const { template } = await send('POST', '/templates', { name: 'Sommer', tags: [], imageIds: [] });
    expect(await pendingKinds(given.testApp, given.hotelId)).toBeNull();
    await send('PUT', `/templates/${template.id}`, {
      name: 'Sommer',
      tags: [],
      imageIds: [],
      isPublished: true,
    });
    expect(await pendingKinds(given.testApp, given.hotelId)).toEqual(['templates']);
  });

  it('the trash and a restore: photos, and rooms where the photo was in a room', async () => {
    const asset = await buildImageAsset(given.testApp, given.hotelId);
    const room = await buildRoom(given.testApp, given.hotelId);
    await send('PUT', `/rooms/${room.id}/gallery`, { assetIds: [asset.id] });
    await clearOutbox();
    await send('POST', '/assets/trash', { assetIds: [asset.id] });
    expect(await pendingKinds(given.testApp, given.hotelId)).toEqual(['photos', 'rooms']);
    await clearOutbox();
    await send('POST', `/trash/assets/${asset.id}/restore`);
    expect(await pendingKinds(given.testApp, given.hotelId)).toEqual(['photos', 'rooms']);
  });

  it('the hotel’s own facts: descriptions; the library’s bookkeeping is no change', async () => {
    await db().update(hotels).set({ phone: '+41271234567' }).where(eq(hotels.id, given.hotelId));
    expect(await pendingKinds(given.testApp, given.hotelId)).toEqual(['descriptions']);
    await clearOutbox();
    const asset = await buildImageAsset(given.testApp, given.hotelId);
    await clearOutbox();
    await db().update(assets).set({ analysisFallback: 'rate_limited' }).where(eq(assets.id, asset.id));
    await db().update(hotels).set({ tasksVersion: 99 }).where(eq(hotels.id, given.hotelId));
    expect(await pendingKinds(given.testApp, given.hotelId)).toBeNull();
  });
});

describe('merging', () => {
  it('changes within the pending minute add their kinds to one row, due a minute after the first', async () => {
    const before = Date.now();
    await send('PUT', '/description', { content: 'Erste Fassung.' });
    const [first] = await db().select().from(contentChanges).where(eq(contentChanges.hotelId, given.hotelId));
    await send('PUT', '/features/free-wifi', { active: true });
    await send('PUT', '/description', { content: 'Zweite Fassung.' });
    const rows = await db().select().from(contentChanges).where(eq(contentChanges.hotelId, given.hotelId));
    expect(rows).toHaveLength(1);
    expect([...(rows[0]?.kinds ?? [])].sort()).toEqual(['descriptions', 'facilities']);
    expect(rows[0]?.dueAt).toEqual(first?.dueAt);
    expect(first!.dueAt.getTime() - before).toBeGreaterThanOrEqual(59_000);
    expect(first!.dueAt.getTime() - before).toBeLessThan(70_000);
  });
});

describe('what is not recorded', () => {
  it('a hotel no webhook covers, even of the same owner', async () => {
    const other = await buildHotel(given.testApp, given.owner.id);
    await clearOutbox();
    await buildRoom(given.testApp, other.id);
    expect(await pendingKinds(given.testApp, other.id)).toBeNull();
  });

  it('an unpublished template’s edits', async () => {
    const [draft] = await db()
      .insert(templates)
      .values({ hotelId: given.hotelId, name: 'Entwurf' })
      .returning({ id: templates.id });
    await db().update(templates).set({ name: 'Entwurf 2' }).where(eq(templates.id, draft!.id));
    expect(await pendingKinds(given.testApp, given.hotelId)).toBeNull();
  });
});
