import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { limits } from '@common/limits';
import { activities, assets } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { photo } from '../../../test/asset-files';
import { useAppWithHotel } from '../../../test/app-with-hotel';
import { buildHotel, buildImageAsset, buildRoom } from '../../../test/factories';
import { storedHotelLinks, storedRoomLinks } from '../../../test/galleries';
import { testAppUrl } from '../../../test/test-app';
import { uploadAsset } from '../../../test/uploads';

/*
 * The trash's finish (issue 31, point 4): a trashed photo uploaded again comes back, a gallery change and a trash
 * at the same instant leave no link to a trashed photo, restore respects the room's image limit, covers pass on
 * and come back, and restore and permanent delete are logged.
 */

const given = useAppWithHotel();

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  given.testApp.app.inject({
    method,
    url,
    payload,
    headers: { cookie: given.owner.cookie, origin: testAppUrl },
  });

/** A fresh hotel of the owner with a room and `count` images, so each test counts only its own. */
async function hotelWithPhotos(count: number) {
  const hotelId = (await buildHotel(given.testApp, given.owner.id)).id;
  const room = await buildRoom(given.testApp, hotelId, { name: 'Suite' });
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    ids.push((await buildImageAsset(given.testApp, hotelId, { name: `photo-${index}.jpg` })).id);
  }
  return { hotelId, roomId: room.id, ids, base: `/api/hotels/${hotelId}` };
}

/** Links of the hotel's galleries and templates that point at a photo in the trash: there must never be one. */
async function liveLinksToTrashed(hotelId: string) {
  return rowsOf<{ asset_id: string }>(
    await given.testApp.context.db.execute(sql`
      select asset_id from property_assets where hotel_id = ${hotelId}
        and asset_id in (select id from assets where deleted_at is not null)
      union all
      select ra.asset_id from room_assets ra join rooms r on r.id = ra.room_id where r.hotel_id = ${hotelId}
        and ra.asset_id in (select id from assets where deleted_at is not null)
      union all
      select ti.asset_id from template_images ti join templates t on t.id = ti.template_id
        where t.hotel_id = ${hotelId} and ti.asset_id in (select id from assets where deleted_at is not null)`),
  );
}

const latestActivity = async (hotelId: string) => {
  const [row] = await given.testApp.context.db
    .select({ kind: activities.kind, title: activities.title })
    .from(activities)
    .where(eq(activities.hotelId, hotelId))
    .orderBy(desc(activities.createdAt))
    .limit(1);
  return row;
};

describe('uploading a photo whose identical file is in the trash', () => {
  it('brings it back from the trash, where it was used, and says so instead of reporting a duplicate', async () => {
    const hotelId = (await buildHotel(given.testApp, given.owner.id)).id;
    const base = `/api/hotels/${hotelId}`;
    const file = { name: 'terrace.jpg', type: 'image/jpeg', content: await photo(951) };
    const first = await uploadAsset(given.testApp, given.owner, hotelId, file);
    expect(first.statusCode).toBe(201);
    const asset = first.json().asset;
    await call('POST', `${base}/gallery/images`, { assetId: asset.id });
    await call('DELETE', `${base}/assets/${asset.id}`);

    const again = await uploadAsset(given.testApp, given.owner, hotelId, { ...file, name: 'copy.jpg' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      restoredFromTrash: true,
      asset: { id: asset.id, name: 'terrace.jpg' },
      analysis: null,
    });
    const library = (await call('GET', `${base}/assets`)).json().assets;
    expect(library.map((row: { id: string }) => row.id)).toEqual([asset.id]);
    expect((await storedHotelLinks(given.testApp, hotelId)).map((link) => link.assetId)).toEqual([asset.id]);
    expect((await call('GET', `${base}/trash/assets`)).json().items).toEqual([]);
    expect(await latestActivity(hotelId)).toEqual({
      kind: 'trash_restore',
      title: expect.stringContaining('terrace.jpg'),
    });

    // In the library now: the same file once more is the duplicate it is.
    const third = await uploadAsset(given.testApp, given.owner, hotelId, file);
    expect(third.statusCode).toBe(409);
  });
});

describe('a gallery or template change at the same instant as a trash', () => {
  it('never leaves a live link to a trashed photo (several rounds, every kind of link)', async () => {
    const { hotelId, roomId, base } = await hotelWithPhotos(0);
    const template = (
      await call('POST', `${base}/templates`, {
        name: 'Sommer',
        description: '',
        category: 'seasonal',
        startDate: null,
        endDate: null,
        tags: [],
        imageIds: [],
        coverId: null,
        isPublished: false,
      })
    ).json().template;
    for (let round = 0; round < 8; round++) {
      const id = (await buildImageAsset(given.testApp, hotelId, { name: `race-${round}.jpg` })).id;
      const answers = await Promise.all([
        call('POST', `${base}/rooms/${roomId}/gallery/images`, { assetId: id }),
        call('POST', `${base}/gallery/images`, { assetId: id }),
        call('POST', `${base}/templates/${template.id}/images`, { assetIds: [id] }),
        call('DELETE', `${base}/assets/${id}`),
      ]);
      // The delete always wins or waits; an add after it finds no such image.
      expect(answers[3]?.statusCode).toBe(204);
      for (const answer of answers.slice(0, 3)) expect([200, 400, 404]).toContain(answer.statusCode);
      expect(await liveLinksToTrashed(hotelId)).toEqual([]);
    }
    // What made it in before the trash comes back with the restore.
    const [last] = (await call('GET', `${base}/trash/assets`)).json().items;
    expect((await call('POST', `${base}/trash/assets/${last.id}/restore`)).statusCode).toBe(204);
    expect(await liveLinksToTrashed(hotelId)).toEqual([]);
  });
});

describe('restoring into a room that is full', () => {
  it('is refused with the reason while the room has its 50 images, and goes through once one is removed', async () => {
    const max = limits.roomGalleryMaxImages;
    const { roomId, ids, base } = await hotelWithPhotos(max + 1);
    const [trashed, ...others] = ids as [string, ...string[]];
    const room = `${base}/rooms/${roomId}/gallery`;
    await call('POST', `${room}/images`, { assetIds: [trashed, ...others.slice(0, max - 1)] });
    await call('DELETE', `${base}/assets/${trashed}`);
    await call('POST', `${room}/images`, { assetIds: [others[max - 1]] });

    const refused = await call('POST', `${base}/trash/assets/${trashed}/restore`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain(`The room "Suite" already has ${max} images`);
    expect((await call('GET', `${base}/trash/assets`)).json().items).toEqual([
      expect.objectContaining({ id: trashed }),
    ]);
    expect(await storedRoomLinks(given.testApp, roomId)).toHaveLength(max);

    await call('DELETE', `${room}/images/${others[5]}`);
    expect((await call('POST', `${base}/trash/assets/${trashed}/restore`)).statusCode).toBe(204);
    const links = await storedRoomLinks(given.testApp, roomId);
    expect(links).toHaveLength(max);
    expect(links[0]).toEqual({ assetId: trashed, isCover: true, displayOrder: 0 });
  });
});

describe('a trashed cover', () => {
  it('passes the cover to the next image, or none, and gets it back unless another was chosen since', async () => {
    const { hotelId, ids, base } = await hotelWithPhotos(3);
    const [first, second, third] = ids as [string, string, string];
    for (const id of ids) await call('POST', `${base}/gallery/images`, { assetId: id });

    await call('DELETE', `${base}/assets/${first}`);
    expect(await storedHotelLinks(given.testApp, hotelId)).toEqual([
      { assetId: second, isCover: true, displayOrder: 1 },
      { assetId: third, isCover: false, displayOrder: 2 },
    ]);
    await call('POST', `${base}/trash/assets/${first}/restore`);
    expect(await storedHotelLinks(given.testApp, hotelId)).toEqual([
      { assetId: first, isCover: true, displayOrder: 0 },
      { assetId: second, isCover: false, displayOrder: 1 },
      { assetId: third, isCover: false, displayOrder: 2 },
    ]);

    // The operator chooses another cover meanwhile: it stays, the restored photo goes back without it.
    await call('DELETE', `${base}/assets/${first}`);
    await call('POST', `${base}/gallery/cover`, { assetId: third });
    await call('POST', `${base}/trash/assets/${first}/restore`);
    const links = await storedHotelLinks(given.testApp, hotelId);
    expect(links.filter((link) => link.isCover)).toEqual([
      { assetId: third, isCover: true, displayOrder: 0 },
    ]);
    expect(links.map((link) => link.assetId).sort()).toEqual([...ids].sort());

    // The only image of a room: the room is left without a cover, and gets it back.
    const { roomId, ids: only, base: other } = await hotelWithPhotos(1);
    await call('POST', `${other}/rooms/${roomId}/gallery/images`, { assetId: only[0] });
    await call('DELETE', `${other}/assets/${only[0]}`);
    expect(await storedRoomLinks(given.testApp, roomId)).toEqual([]);
    await call('POST', `${other}/trash/assets/${only[0]}/restore`);
    expect(await storedRoomLinks(given.testApp, roomId)).toEqual([
      { assetId: only[0], isCover: true, displayOrder: 0 },
    ]);
  });
});

describe('the activity log', () => {
  it('records a restore and a permanent delete of photos, rooms and templates', async () => {
    const { hotelId, roomId, ids, base } = await hotelWithPhotos(1);
    const [id] = ids as [string];
    await call('DELETE', `${base}/assets/${id}`);
    await call('POST', `${base}/trash/assets/${id}/restore`);
    expect(await latestActivity(hotelId)).toEqual({
      kind: 'trash_restore',
      title: 'Restored Property from the trash: photo-0.jpg',
    });
    await call('DELETE', `${base}/assets/${id}`);
    await call('DELETE', `${base}/trash/assets/${id}`);
    expect(await latestActivity(hotelId)).toEqual({
      kind: 'trash_delete',
      title: 'Deleted Property permanently: photo-0.jpg',
    });
    expect(await given.testApp.context.db.select().from(assets).where(eq(assets.id, id))).toEqual([]);

    await call('DELETE', `${base}/rooms/${roomId}`);
    await call('POST', `${base}/trash/rooms/${roomId}/restore`);
    expect(await latestActivity(hotelId)).toEqual({
      kind: 'trash_restore',
      title: 'Restored room from the trash: Suite',
    });
    await call('DELETE', `${base}/rooms/${roomId}`);
    await call('DELETE', `${base}/trash/rooms/${roomId}`);
    expect(await latestActivity(hotelId)).toEqual({
      kind: 'trash_delete',
      title: 'Deleted room permanently: Suite',
    });
  });
});
