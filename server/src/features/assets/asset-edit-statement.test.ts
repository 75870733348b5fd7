import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { buildTaggedImageAsset } from '../../../test/factories';
import { useRecordedHotel } from '../../../test/recorded-hotel';
import { injectRecorded, isRead } from '../../../test/recorded-queries';
import { requestAs, testAppUrl } from '../../../test/test-app';
import { updateAssetWithTags } from './repository';

// Edit Asset writes name, category and tags in one statement (repository.ts updateAssetWithTags): on the embedded
// database, one connection, a transaction of five statements held every other request for five round trips.

const given = useRecordedHotel();

const search = async (word: string) =>
  (
    await requestAs(given.testApp, given.owner, 'GET', `/api/hotels/${given.hotelId}/assets?search=${word}`)
  ).json().assets as Array<{ name: string }>;

const storedTagsOf = async (assetId: string) =>
  rowsOf<{ tag: string }>(
    await given.testApp.context.db.execute(
      sql`select tag from asset_tags where asset_id = ${assetId} order by tag`,
    ),
  ).map((row) => row.tag);

describe('Edit Asset', () => {
  it('keeps, drops and adds tags and renames the photo in one statement, and the search follows at once', async () => {
    const asset = await buildTaggedImageAsset(given.testApp, given.hotelId, 'terrace.jpg', [
      'sunset',
      'view',
      'pool',
    ]);
    expect((await search('pool')).map((found) => found.name)).toEqual(['terrace.jpg']);

    const { result, statements } = await given.recorder.during(() =>
      injectRecorded(given.testApp.app, {
        method: 'PATCH',
        url: `/api/hotels/${given.hotelId}/assets/${asset.id}`,
        headers: { cookie: given.owner.cookie, origin: testAppUrl },
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
    const asset = await buildTaggedImageAsset(given.testApp, given.hotelId, 'lobby.jpg', [
      'marble',
      'entrance',
    ]);
    const response = await requestAs(
      given.testApp,
      given.owner,
      'PATCH',
      `/api/hotels/${given.hotelId}/assets/${asset.id}`,
      {
        name: 'lobby.jpg',
        category: 'Property',
        tags: [],
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().asset.tags).toEqual([]);
    expect(await storedTagsOf(asset.id)).toEqual([]);
    expect(await search('marble')).toEqual([]);
  });

  it('writes nothing for an asset deleted for good meanwhile', async () => {
    const asset = await buildTaggedImageAsset(given.testApp, given.hotelId, 'gone.jpg', ['old']);
    await given.testApp.context.db.execute(sql`delete from assets where id = ${asset.id}`);
    expect(
      await updateAssetWithTags(given.testApp.context.db, asset.id, { name: 'again' }, ['new']),
    ).toBeUndefined();
    expect(await storedTagsOf(asset.id)).toEqual([]);
  });
});
