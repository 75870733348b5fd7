import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { buildHotel, buildTaggedImageAsset, buildUser, type SignedInUser } from '../../../test/factories';
import { injectRecorded, isRead, recordQueries, type QueryRecorder } from '../../../test/recorded-queries';
import { buildTestApp, requestAs, testAppUrl, type TestApp } from '../../../test/test-app';
import { updateAssetWithTags } from './repository';

// Edit Asset writes name, category and tags in one statement (repository.ts updateAssetWithTags): on the embedded
// database, one connection, a transaction of five statements held every other request for five round trips.

let testApp: TestApp;
let recorder: QueryRecorder;
let owner: SignedInUser;
let hotelId: string;
beforeAll(async () => {
  testApp = await buildTestApp();
  recorder = recordQueries(testApp.context.db);
  owner = await buildUser(testApp);
  hotelId = (await buildHotel(testApp, owner.id)).id;
});
afterAll(async () => {
  await testApp.close();
});

const search = async (word: string) =>
  (await requestAs(testApp, owner, 'GET', `/api/hotels/${hotelId}/assets?search=${word}`)).json()
    .assets as Array<{ name: string }>;

const storedTagsOf = async (assetId: string) =>
  rowsOf<{ tag: string }>(
    await testApp.context.db.execute(
      sql`select tag from asset_tags where asset_id = ${assetId} order by tag`,
    ),
  ).map((row) => row.tag);

describe('Edit Asset', () => {
  it('keeps, drops and adds tags and renames the photo in one statement, and the search follows at once', async () => {
    const asset = await buildTaggedImageAsset(testApp, hotelId, 'terrace.jpg', ['sunset', 'view', 'pool']);
    expect((await search('pool')).map((found) => found.name)).toEqual(['terrace.jpg']);

    const { result, statements } = await recorder.during(() =>
      injectRecorded(testApp.app, {
        method: 'PATCH',
        url: `/api/hotels/${hotelId}/assets/${asset.id}`,
        headers: { cookie: owner.cookie, origin: testAppUrl },
        payload: { name: 'Roof terrace', category: 'Property', tags: ['View', 'garden', 'sunset', 'garden'] },
      }),
    );
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json().asset).toMatchObject({
      name: 'Roof terrace',
      category: 'Property',
      tags: ['garden', 'sunset', 'view'],
    });
    expect(statements.filter((statement) => !isRead(statement))).toHaveLength(1);

    expect(await storedTagsOf(asset.id)).toEqual(['garden', 'sunset', 'view']);
    expect(await search('pool')).toEqual([]);
    expect((await search('garden')).map((found) => found.name)).toEqual(['Roof terrace']);
    expect((await search('roof')).map((found) => found.name)).toEqual(['Roof terrace']);
    expect(await search('terrace.jpg')).toEqual([]);
  });

  it('takes every tag away when none are left', async () => {
    const asset = await buildTaggedImageAsset(testApp, hotelId, 'lobby.jpg', ['marble', 'entrance']);
    const response = await requestAs(testApp, owner, 'PATCH', `/api/hotels/${hotelId}/assets/${asset.id}`, {
      name: 'lobby.jpg',
      category: 'Property',
      tags: [],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().asset.tags).toEqual([]);
    expect(await storedTagsOf(asset.id)).toEqual([]);
    expect(await search('marble')).toEqual([]);
  });

  it('writes nothing for an asset deleted for good meanwhile', async () => {
    const asset = await buildTaggedImageAsset(testApp, hotelId, 'gone.jpg', ['old']);
    await testApp.context.db.execute(sql`delete from assets where id = ${asset.id}`);
    expect(
      await updateAssetWithTags(testApp.context.db, asset.id, { name: 'again' }, ['new']),
    ).toBeUndefined();
    expect(await storedTagsOf(asset.id)).toEqual([]);
  });
});
