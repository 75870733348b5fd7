import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotels } from '../../db/schema';
import { buildHotel, buildTaggedImageAsset, buildUser, type SignedInUser } from '../../../test/factories';
import { buildTestApp, testAppUrl, type TestApp } from '../../../test/test-app';

// Two apps on one database stand for two processes: A changes the library, B reads it.
let appA: TestApp;
let appB: TestApp;
let owner: SignedInUser;
let hotelId: string;
beforeAll(async () => {
  appA = await buildTestApp();
  appB = await buildTestApp({}, { database: appA.context.database });
  owner = await buildUser(appA);
  hotelId = (await buildHotel(appA, owner.id)).id;
  for (const [name, tags] of [
    ['100% pure.jpg', ['spa']],
    ['under_score.jpg', ['lobby']],
    ["O'Brien suite.jpg", ['Suite']],
    ['back\\slash.jpg', ['garden']],
    ['pool.jpg', ['Side', 'Terrace']],
  ] as const) {
    await addAsset(name, [...tags]);
  }
});
afterAll(async () => {
  await appB.close();
  await appA.close();
});

const addAsset = (name: string, tags: string[]) => buildTaggedImageAsset(appA, hotelId, name, tags);

const list = (app: TestApp, query: Record<string, string> = {}) =>
  app.app.inject({
    method: 'GET',
    url: `/api/hotels/${hotelId}/assets?${new URLSearchParams(query)}`,
    headers: { cookie: owner.cookie },
  });
const names = async (app: TestApp, query: Record<string, string> = {}) => {
  const response = await list(app, query);
  expect(response.statusCode).toBe(200);
  return (response.json().assets as Array<{ name: string }>).map((asset) => asset.name).sort();
};

describe('searching the library', () => {
  it.each([
    ['%', ['100% pure.jpg']],
    ['_', ['under_score.jpg']],
    ["'", ["O'Brien suite.jpg"]],
    ['\\', ['back\\slash.jpg']],
    ['TERRACE', ['pool.jpg']],
    ['suite', ["O'Brien suite.jpg"]],
    // The name and each tag are searched one by one: no match across the end of one and start of the next.
    ['poolside', []],
    ['jpgside', []],
    ['%%', []],
  ])('takes %j as text', async (search, expected) => {
    expect(await names(appB, { search })).toEqual(expected);
  });

  it('answers a search of 10,000 characters, or with control characters, as text and without error', async () => {
    const long = await list(appB, { search: 'a'.repeat(10_000) });
    expect(long.statusCode).toBe(200);
    expect(long.json()).toMatchObject({ assets: [], total: 0, nextCursor: null });
    expect(await names(appB, { search: 'ter\trace\n\u001b' })).toEqual(['pool.jpg']);
    // NUL is refused everywhere with a clear answer (PostgreSQL cannot store it): lib/validate.ts.
    const nul = await list(appB, { search: 'ter\u0000race' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.code).toBe('validation');
    const tooLong = await list(appB, { search: 'a'.repeat(10_001) });
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('a remembered library page', () => {
  it('shows every change at once, in the process that made it and in any other', async () => {
    const before = (await list(appB)).json();
    const pool = before.assets.find((asset: { name: string }) => asset.name === 'pool.jpg');
    expect(await names(appB, { search: 'sunset' })).toEqual([]);
    expect(await names(appB, { tags: 'Side' })).toEqual(['pool.jpg']);

    const edited = await appA.app.inject({
      method: 'PATCH',
      url: `/api/hotels/${hotelId}/assets/${pool.id}`,
      payload: { name: 'pool at sunset.jpg', category: 'Amenities', tags: ['Terrace', 'evening '] },
      headers: { cookie: owner.cookie, origin: testAppUrl },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().asset).toMatchObject({ name: 'pool at sunset.jpg', tags: ['evening', 'terrace'] });
    expect(await names(appB, { search: 'sunset' })).toEqual(['pool at sunset.jpg']);
    expect(await names(appB, { tags: 'Side' })).toEqual([]);
    const tagList = await appB.app.inject({
      method: 'GET',
      url: `/api/hotels/${hotelId}/assets/tags`,
      headers: { cookie: owner.cookie },
    });
    expect(tagList.json().tags).toContain('evening');
    expect(tagList.json().tags).not.toContain('side');

    const added = await addAsset('new arrival.jpg', []);
    const after = (await list(appB)).json();
    expect(after.total).toBe(before.total + 1);
    expect(after.assets[0].id).toBe(added.id);

    const deleted = await appA.app.inject({
      method: 'DELETE',
      url: `/api/hotels/${hotelId}/assets/${added.id}`,
      headers: { cookie: owner.cookie, origin: testAppUrl },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await list(appB)).json().total).toBe(before.total);
  });

  it('is keyed by a version the database raises on every write, whichever code path writes', async () => {
    const version = async () =>
      (
        await appA.context.db.select({ v: hotels.assetsVersion }).from(hotels).where(eq(hotels.id, hotelId))
      )[0]?.v ?? -1;
    const start = await version();
    const asset = await addAsset('versioned.jpg', ['one', 'two']);
    expect(await version()).toBeGreaterThan(start);
    const afterInsert = await version();
    // Tags written by hand, past the repository: still a new version, so no stale page.
    await appA.context.db.execute(sql`insert into asset_tags (asset_id, tag) values (${asset.id}, 'three')`);
    expect(await version()).toBeGreaterThan(afterInsert);
    expect(await names(appB, { tags: 'three' })).toEqual(['versioned.jpg']);
    // The search text is the database's to keep: a tag written past the repository is found too.
    expect(await names(appB, { search: 'thre' })).toEqual(['versioned.jpg']);
    const afterTag = await version();
    await appA.context.db.execute(sql`delete from asset_tags where asset_id = ${asset.id} and tag = 'three'`);
    expect(await version()).toBeGreaterThan(afterTag);
    expect(await names(appB, { tags: 'three' })).toEqual([]);
    expect(await names(appB, { search: 'thre' })).toEqual([]);
  });
});

describe('library answers on the wire', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br', zlib.brotliDecompressSync],
    ['br;q=0, gzip', 'gzip', zlib.gunzipSync],
    ['identity', undefined, (body: Buffer) => body],
  ] as const)('with Accept-Encoding %j: %s', async (acceptEncoding, encoding, decode) => {
    const query = new URLSearchParams({ limit: '60' });
    const plain = await appB.app.inject({
      method: 'GET',
      url: `/api/hotels/${hotelId}/assets?${query}`,
      headers: { cookie: owner.cookie },
    });
    // Twice: the second answer comes from what the first one encoded.
    for (let round = 0; round < 2; round++) {
      const response = await appB.app.inject({
        method: 'GET',
        url: `/api/hotels/${hotelId}/assets?${query}`,
        headers: { cookie: owner.cookie, 'accept-encoding': acceptEncoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers.vary).toContain('accept-encoding');
      expect(JSON.parse(decode(response.rawPayload).toString())).toEqual(plain.json());
    }
  });
});
