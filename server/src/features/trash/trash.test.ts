import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assets, rooms, templates } from '../../db/schema';
import { photo, storedAssetFiles } from '../../../test/asset-files';
import { useAppWithHotel } from '../../../test/app-with-hotel';
import { buildHotel, buildImageAsset, buildRoom, buildUser } from '../../../test/factories';
import { storedHotelLinks, storedRoomLinks } from '../../../test/galleries';
import { testAppUrl } from '../../../test/test-app';
import { uploadAsset } from '../../../test/uploads';
import { trashAssets, trashRoomOrTemplate } from './service';
import { purgeTrash } from './purge-trash';

const given = useAppWithHotel();

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, user = given.owner) =>
  given.testApp.app.inject({ method, url, payload, headers: { cookie: user.cookie, origin: testAppUrl } });

const dayMs = 24 * 60 * 60 * 1000;

/** A fresh hotel of the owner with a room and `count` images, so each test counts only its own. */
async function hotelWithPhotos(count: number) {
  const hotelId = (await buildHotel(given.testApp, given.owner.id)).id;
  const room = await buildRoom(given.testApp, hotelId);
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    ids.push((await buildImageAsset(given.testApp, hotelId, { name: `photo-${index}.jpg` })).id);
  }
  return { hotelId, roomId: room.id, ids, base: `/api/hotels/${hotelId}` };
}

const template = (name: string, imageIds: string[], isPublished: boolean) => ({
  name,
  description: '',
  category: 'seasonal',
  startDate: null,
  endDate: null,
  tags: [],
  imageIds,
  coverId: imageIds[0] ?? null,
  isPublished,
});

const libraryIds = async (base: string) =>
  (await call('GET', `${base}/assets`)).json().assets.map((asset: { id: string }) => asset.id);

describe('where a photo is used', () => {
  it('counts templates by status, the hotel gallery and rooms, over live ones only', async () => {
    const { hotelId, roomId, ids, base } = await hotelWithPhotos(3);
    const [used, alsoUsed, unused] = ids as [string, string, string];
    await call('POST', `${base}/gallery/images`, { assetId: used });
    await call('POST', `${base}/rooms/${roomId}/gallery/images`, { assetId: used });
    const second = await buildRoom(given.testApp, hotelId, { name: 'Suite' });
    await call('POST', `${base}/rooms/${second.id}/gallery/images`, { assetId: alsoUsed });
    await call('POST', `${base}/templates`, template('Sommer', [used], true));
    const draft = (
      await call('POST', `${base}/templates`, template('Herbst', [used, alsoUsed], false))
    ).json();

    const usage = async (assetIds: string[]) =>
      (await call('POST', `${base}/assets/usage`, { assetIds })).json().usage;
    expect(await usage([used])).toEqual({
      publishedTemplates: 1,
      draftTemplates: 1,
      hotelGallery: true,
      rooms: 1,
    });
    // The selection's combined usage: each template and room once.
    expect(await usage([used, alsoUsed])).toEqual({
      publishedTemplates: 1,
      draftTemplates: 1,
      hotelGallery: true,
      rooms: 2,
    });
    expect(await usage([unused])).toEqual({
      publishedTemplates: 0,
      draftTemplates: 0,
      hotelGallery: false,
      rooms: 0,
    });
    // A template or room in the trash shows nobody the photo.
    await call('DELETE', `${base}/templates/${draft.template.id}`);
    await call('DELETE', `${base}/rooms/${second.id}`);
    expect(await usage([used, alsoUsed])).toMatchObject({ draftTemplates: 0, rooms: 1 });
  });

  it('answers 404 for another user’s photo and 400 for a malformed selection', async () => {
    const { base, ids } = await hotelWithPhotos(1);
    const stranger = await buildUser(given.testApp);
    expect((await call('POST', `${base}/assets/usage`, { assetIds: ids }, stranger)).statusCode).toBe(404);
    const bad = await call('POST', `${base}/assets/usage`, { assetIds: ['nope'] });
    expect(bad.statusCode).toBe(400);
    expect((await call('POST', `${base}/assets/usage`, { assetIds: [] })).statusCode).toBe(400);
  });
});

describe('photos in the trash', () => {
  it('leave the library, galleries and templates, and come back at their place when restored', async () => {
    const { roomId, ids, base } = await hotelWithPhotos(3);
    const [cover, second, third] = ids as [string, string, string];
    for (const id of ids) {
      await call('POST', `${base}/gallery/images`, { assetId: id });
      await call('POST', `${base}/rooms/${roomId}/gallery/images`, { assetId: id });
    }
    const created = (
      await call('POST', `${base}/templates`, template('Sommer', [second, cover], true))
    ).json();
    const hotelId = base.split('/').pop()!;
    const hotelBefore = await storedHotelLinks(given.testApp, hotelId);

    expect((await call('DELETE', `${base}/assets/${cover}`)).statusCode).toBe(204);
    expect(await libraryIds(base)).not.toContain(cover);
    const gallery = (await call('GET', `${base}/gallery`)).json().images;
    expect(gallery.map((image: { assetId: string }) => image.assetId)).toEqual([second, third]);
    const roomGallery = (await call('GET', `${base}/rooms/${roomId}/gallery`)).json().images;
    expect(roomGallery.map((image: { assetId: string }) => image.assetId)).toEqual([second, third]);
    const shownTemplate = (await call('GET', `${base}/templates/${created.template.id}`)).json().template;
    expect(shownTemplate.images.map((image: { assetId: string }) => image.assetId)).toEqual([second]);
    // Not offered to a gallery while in the trash.
    expect((await call('POST', `${base}/gallery/images`, { assetId: cover })).statusCode).toBe(404);

    const trash = (await call('GET', `${base}/trash/assets`)).json().items;
    expect(trash).toEqual([expect.objectContaining({ id: cover, name: 'photo-0.jpg', daysLeft: 30 })]);

    expect((await call('POST', `${base}/trash/assets/${cover}/restore`)).statusCode).toBe(204);
    expect(await storedHotelLinks(given.testApp, hotelId)).toEqual(hotelBefore);
    expect((await storedRoomLinks(given.testApp, roomId)).map((link) => link.assetId)).toEqual(ids);
    const restored = (await call('GET', `${base}/templates/${created.template.id}`)).json().template;
    expect(restored.images.map((image: { assetId: string }) => image.assetId)).toEqual([second, cover]);
    expect(await libraryIds(base)).toContain(cover);
    expect((await call('GET', `${base}/trash/assets`)).json().items).toEqual([]);
  });

  it('bulk delete moves every selected photo in one request; a second delete or restore answers sensibly', async () => {
    const { ids, base } = await hotelWithPhotos(3);
    const response = await call('POST', `${base}/assets/trash`, { assetIds: ids.slice(0, 2) });
    expect(response.json()).toEqual({ trashed: 2 });
    expect(await libraryIds(base)).toEqual([ids[2]]);
    // Already in the trash: nothing more to move, no error.
    expect((await call('POST', `${base}/assets/trash`, { assetIds: ids.slice(0, 2) })).json()).toEqual({
      trashed: 0,
    });
    expect((await call('DELETE', `${base}/assets/${ids[0]}`)).statusCode).toBe(404);

    // Two restores and two deletes of one photo at the same moment: one succeeds, the other is told why.
    const restores = await Promise.all([
      call('POST', `${base}/trash/assets/${ids[0]}/restore`),
      call('POST', `${base}/trash/assets/${ids[0]}/restore`),
    ]);
    expect(restores.map((answer) => answer.statusCode).sort()).toEqual([204, 404]);
    const deletes = await Promise.all([
      call('DELETE', `${base}/assets/${ids[2]}`),
      call('DELETE', `${base}/assets/${ids[2]}`),
    ]);
    expect(deletes.map((answer) => answer.statusCode).sort()).toEqual([204, 404]);
    const stranger = await buildUser(given.testApp);
    expect((await call('POST', `${base}/assets/trash`, { assetIds: [ids[1]] }, stranger)).statusCode).toBe(
      404,
    );
  });

  it('delete permanently removes the row and its files; only what is in the trash', async () => {
    const uploaded = (
      await uploadAsset(given.testApp, given.owner, given.hotelId, {
        name: 'old.jpg',
        type: 'image/jpeg',
        content: await photo(901),
      })
    ).json().asset;
    const base = `/api/hotels/${given.hotelId}`;
    expect((await call('DELETE', `${base}/trash/assets/${uploaded.id}`)).statusCode).toBe(404);
    await call('DELETE', `${base}/assets/${uploaded.id}`);
    // Still stored while in the trash.
    expect((await given.testApp.app.inject({ method: 'GET', url: uploaded.thumbUrl })).statusCode).toBe(200);
    expect((await call('DELETE', `${base}/trash/assets/${uploaded.id}`)).statusCode).toBe(204);
    expect(await given.testApp.context.db.select().from(assets).where(eq(assets.id, uploaded.id))).toEqual(
      [],
    );
    for (const url of [uploaded.url, uploaded.thumbUrl, uploaded.galleryUrl]) {
      expect((await given.testApp.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    expect((await call('DELETE', `${base}/trash/assets/${uploaded.id}`)).statusCode).toBe(404);
    expect((await call('GET', `${base}/trash/pictures`)).statusCode).toBe(400);
  });
});

describe('rooms and templates in the trash', () => {
  it('leave their lists, are listed in the trash and come back when restored', async () => {
    const { roomId, ids, base } = await hotelWithPhotos(1);
    const created = (await call('POST', `${base}/templates`, template('Winter', ids, true))).json().template;

    expect((await call('DELETE', `${base}/rooms/${roomId}`)).statusCode).toBe(204);
    expect((await call('DELETE', `${base}/templates/${created.id}`)).statusCode).toBe(204);
    expect((await call('GET', `${base}/rooms`)).json().rooms).toEqual([]);
    expect((await call('GET', `${base}/templates`)).json().templates).toEqual([]);
    expect((await call('GET', `${base}/rooms/${roomId}/gallery`)).statusCode).toBe(404);
    expect((await call('GET', `/api/public/templates/${created.id}`)).statusCode).toBe(404);
    expect((await call('GET', `${base}/trash/rooms`)).json().items).toEqual([
      expect.objectContaining({ id: roomId, thumbUrl: null, daysLeft: 30 }),
    ]);

    expect((await call('POST', `${base}/trash/rooms/${roomId}/restore`)).statusCode).toBe(204);
    expect((await call('POST', `${base}/trash/templates/${created.id}/restore`)).statusCode).toBe(204);
    expect((await call('GET', `${base}/rooms`)).json().rooms.map((room: { id: string }) => room.id)).toEqual([
      roomId,
    ]);
    expect((await call('GET', `/api/public/templates/${created.id}`)).statusCode).toBe(200);

    await call('DELETE', `${base}/templates/${created.id}`);
    expect((await call('DELETE', `${base}/trash/templates/${created.id}`)).statusCode).toBe(204);
    const db = given.testApp.context.db;
    expect(await db.select().from(templates).where(eq(templates.id, created.id))).toEqual([]);
  });
});

describe('the purge job', () => {
  it('removes what has waited 30 days, rows and files, and keeps the rest', async () => {
    const deps = given.testApp.context;
    const hotelId = (await buildHotel(given.testApp, given.owner.id)).id;
    const upload = async (seed: number) =>
      (
        await uploadAsset(given.testApp, given.owner, hotelId, {
          name: `p${seed}.jpg`,
          type: 'image/jpeg',
          content: await photo(seed),
        })
      ).json().asset.id as string;
    const old = await upload(911);
    const recent = await upload(912);
    const oldRoom = await buildRoom(given.testApp, hotelId);
    const now = new Date('2027-03-01T12:00:00Z');
    const longAgo = new Date(now.getTime() - 31 * dayMs);
    await trashAssets(deps, given.owner.id, hotelId, [old], longAgo);
    await trashAssets(deps, given.owner.id, hotelId, [recent], new Date(now.getTime() - 29 * dayMs));
    await trashRoomOrTemplate(deps.db, given.owner.id, hotelId, 'rooms', oldRoom.id, longAgo);
    const filesBefore = storedAssetFiles(given.testApp, hotelId);
    expect(filesBefore).toHaveLength(6);
    const [oldRow] = await deps.db.select().from(assets).where(eq(assets.id, old));
    const oldFiles = [oldRow!.storageKey, oldRow!.thumbKey, oldRow!.galleryKey].map((key) =>
      key.split('/').pop(),
    );

    // Other tests' trash is older still at this clock, so it goes too: count at least these two.
    expect(await purgeTrash(deps, now)).toBeGreaterThanOrEqual(2);
    const left = await deps.db.select({ id: assets.id }).from(assets).where(eq(assets.hotelId, hotelId));
    expect(left).toEqual([{ id: recent }]);
    expect(await deps.db.select().from(rooms).where(eq(rooms.id, oldRoom.id))).toEqual([]);
    expect(storedAssetFiles(given.testApp, hotelId)).toEqual(
      filesBefore.filter((file) => !oldFiles.includes(file)),
    );
    // Nothing more is due: a second run removes nothing.
    expect(await purgeTrash(deps, now)).toBe(0);
  });
});
