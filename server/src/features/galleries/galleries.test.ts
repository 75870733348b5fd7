import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyAssets, roomAssets } from '../../db/schema';
import { buildHotel, buildImageAsset, buildUser, type SignedInUser } from '../../../test/factories';
import { buildTestApp, testAppUrl, type TestApp } from '../../../test/test-app';
import { consistent, hotelWithImages, storedHotelLinks, storedRoomLinks } from '../../../test/galleries';

let testApp: TestApp;
let owner: SignedInUser;
beforeAll(async () => {
  testApp = await buildTestApp();
  owner = await buildUser(testApp);
});
afterAll(async () => {
  await testApp.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  user = owner,
) =>
  testApp.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { cookie: user.cookie, origin: testAppUrl },
  });

interface ImageView {
  assetId: string;
  isCover: boolean;
  displayOrder: number;
}
const idsOf = (response: { json(): { images: ImageView[] } }) =>
  response.json().images.map((image) => image.assetId);
const coversOf = (response: { json(): { images: ImageView[] } }) =>
  response
    .json()
    .images.filter((image) => image.isCover)
    .map((image) => image.assetId);

/** A hotel with a room and `count` images, oldest first; `url` is the room's gallery. */
async function roomWithImages(count: number) {
  const made = await hotelWithImages(testApp, owner.id, count);
  return { ...made, url: made.roomUrl };
}

describe('a room gallery', () => {
  it('answers the images with their URLs, cover first', async () => {
    const { ids, url, hotelId } = await roomWithImages(1);
    const response = await call('POST', `${url}/images`, { assetId: ids[0] });
    expect(response.statusCode).toBe(200);
    const [image] = response.json().images;
    const key = `hotel-assets/${hotelId}/`;
    expect(image).toEqual({
      assetId: ids[0],
      name: 'photo-0.jpg',
      category: 'Property',
      isCover: true,
      displayOrder: 0,
      url: expect.stringMatching(new RegExp(`^/files/${key}.+\\.jpg$`)),
      thumbUrl: expect.stringMatching(/-thumb\.webp$/),
      galleryUrl: expect.stringMatching(/-gallery\.webp$/),
      width: 640,
      height: 480,
    });
    expect((await call('GET', url)).json()).toEqual(response.json());
  });

  it('makes the first image added the cover, adds later ones at the end and skips one already there', async () => {
    const { ids, url, roomId } = await roomWithImages(3);
    const [a, b, c] = ids as [string, string, string];
    expect((await call('GET', url)).json()).toEqual({ images: [] });
    await call('POST', `${url}/images`, { assetId: b });
    await call('POST', `${url}/images`, { assetId: a });
    const again = await call('POST', `${url}/images`, { assetId: b });
    expect(again.statusCode).toBe(200);
    expect(idsOf(again)).toEqual([b, a]);
    const last = await call('POST', `${url}/images`, { assetId: c });
    expect(idsOf(last)).toEqual([b, a, c]);
    expect(coversOf(last)).toEqual([b]);
    expect(await storedRoomLinks(testApp, roomId)).toEqual(consistent([b, a, c]));
  });

  it('moves a new cover to the front and refuses one that is not in the gallery', async () => {
    const { ids, url, roomId } = await roomWithImages(4);
    const [a, b, c, d] = ids as [string, string, string, string];
    await call('PUT', url, { assetIds: [a, b, c] });
    const response = await call('POST', `${url}/cover`, { assetId: c });
    expect(idsOf(response)).toEqual([c, a, b]);
    expect(coversOf(response)).toEqual([c]);
    expect(await storedRoomLinks(testApp, roomId)).toEqual(consistent([c, a, b]));
    const outside = await call('POST', `${url}/cover`, { assetId: d });
    expect(outside.statusCode).toBe(404);
    expect(outside.json().error.message).toBe('This image is not in the gallery');
    expect(await storedRoomLinks(testApp, roomId)).toEqual(consistent([c, a, b]));
  });

  it('makes the first remaining image the cover when the cover is removed, and empties to none', async () => {
    const { ids, url, roomId } = await roomWithImages(3);
    const [a, b, c] = ids as [string, string, string];
    await call('PUT', url, { assetIds: [a, b, c] });
    const withoutCover = await call('DELETE', `${url}/images/${a}`);
    expect(idsOf(withoutCover)).toEqual([b, c]);
    expect(coversOf(withoutCover)).toEqual([b]);
    const withoutOther = await call('DELETE', `${url}/images/${c}`);
    expect(idsOf(withoutOther)).toEqual([b]);
    expect((await call('DELETE', `${url}/images/${c}`)).statusCode).toBe(404);
    expect((await call('DELETE', `${url}/images/not-a-uuid`)).statusCode).toBe(404);
    expect(idsOf(await call('DELETE', `${url}/images/${b}`))).toEqual([]);
    expect(await storedRoomLinks(testApp, roomId)).toEqual([]);
  });

  it('saves a whole order: the first is the cover, orders 0, 1, 2...; an empty list clears it', async () => {
    const { ids, url, roomId } = await roomWithImages(3);
    const [a, b, c] = ids as [string, string, string];
    const response = await call('PUT', url, { assetIds: [c, a, b] });
    expect(response.statusCode).toBe(200);
    expect(
      response.json().images.map((image: ImageView) => [image.assetId, image.isCover, image.displayOrder]),
    ).toEqual([
      [c, true, 0],
      [a, false, 1],
      [b, false, 2],
    ]);
    expect(idsOf(await call('PUT', url, { assetIds: [b, c] }))).toEqual([b, c]);
    expect(await storedRoomLinks(testApp, roomId)).toEqual(consistent([b, c]));
    expect(idsOf(await call('PUT', url, { assetIds: [] }))).toEqual([]);
    expect(await storedRoomLinks(testApp, roomId)).toEqual([]);
  });

  it('holds at most 50 images: a 51st is refused and nothing changes', async () => {
    const { ids, url, roomId } = await roomWithImages(51);
    const fifty = ids.slice(0, 50);
    expect((await call('PUT', url, { assetIds: fifty })).statusCode).toBe(200);
    const added = await call('POST', `${url}/images`, { assetId: ids[50] });
    expect(added.statusCode).toBe(400);
    expect(added.json().error).toEqual({
      code: 'validation',
      message: 'A room can have at most 50 images',
      messageId: 'galleries.roomGalleryFull',
    });
    const tooMany = await call('PUT', url, { assetIds: [...ids].reverse() });
    expect(tooMany.statusCode).toBe(400);
    expect(await storedRoomLinks(testApp, roomId)).toEqual(consistent(fifty));
    // Adding one that is already there is still a quiet no-op.
    expect((await call('POST', `${url}/images`, { assetId: ids[3] })).statusCode).toBe(200);
  });

  it("refuses another hotel's image, an unknown id or a non-image with 404 'Unknown image', changing nothing", async () => {
    const { ids, url, roomId } = await roomWithImages(2);
    const [a, b] = ids as [string, string];
    await call('PUT', url, { assetIds: [a] });
    const otherHotel = (await buildHotel(testApp, owner.id)).id;
    const foreign = await buildImageAsset(testApp, otherHotel);
    const { hotelId } = await roomWithImages(0);
    const video = await buildImageAsset(testApp, hotelId, { type: 'video' });
    for (const stranger of [foreign.id, video.id, '00000000-0000-4000-8000-000000000000']) {
      const put = await call('PUT', url, { assetIds: [b, stranger] });
      expect(put.statusCode).toBe(404);
      expect(put.json().error.message).toBe('Unknown image');
      expect((await call('POST', `${url}/images`, { assetId: stranger })).statusCode).toBe(404);
    }
    expect(await storedRoomLinks(testApp, roomId)).toEqual(consistent([a]));
  });

  it('refuses malformed orders with 400', async () => {
    const { ids, url, roomId } = await roomWithImages(1);
    for (const payload of [
      { assetIds: [ids[0], ids[0]] },
      { assetIds: ['../../etc/passwd'] },
      { assetIds: 'abc' },
      { assetIds: [`${ids[0]}\u0000`] },
      { assetIds: Array.from({ length: 10_001 }, () => ids[0]) },
      {},
    ]) {
      const response = await call('PUT', url, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
    expect((await call('POST', `${url}/images`, { assetId: '%2e%2e%2f' })).statusCode).toBe(400);
    // Deeply nested JSON, sent as text: refused, never a crash.
    const nested = await testApp.app.inject({
      method: 'PUT',
      url,
      payload: `{"assetIds":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
      headers: { cookie: owner.cookie, origin: testAppUrl, 'content-type': 'application/json' },
    });
    expect(nested.statusCode).toBe(400);
    expect(await storedRoomLinks(testApp, roomId)).toEqual([]);
  });

  it("answers 404 for another hotel's room, an unknown or a malformed room id", async () => {
    const { hotelId, ids } = await roomWithImages(1);
    const other = await roomWithImages(0);
    for (const roomId of [
      other.roomId,
      '00000000-0000-4000-8000-000000000000',
      'x',
      '..%2F..%2Frooms',
      '%00',
    ]) {
      const base = `/api/hotels/${hotelId}/rooms/${roomId}/gallery`;
      expect((await call('GET', base)).statusCode).toBe(404);
      expect((await call('PUT', base, { assetIds: ids })).statusCode).toBe(404);
      expect((await call('POST', `${base}/images`, { assetId: ids[0] })).statusCode).toBe(404);
      expect((await call('POST', `${base}/cover`, { assetId: ids[0] })).statusCode).toBe(404);
      expect((await call('DELETE', `${base}/images/${ids[0]}`)).statusCode).toBe(404);
    }
    expect(await storedRoomLinks(testApp, other.roomId)).toEqual([]);
  });

  it('loses the link of an image deleted from the library; the next image becomes the cover', async () => {
    const { hotelId, ids, url, roomId } = await roomWithImages(3);
    const [a, b, c] = ids as [string, string, string];
    await call('PUT', url, { assetIds: [a, b, c] });
    await call('PUT', `/api/hotels/${hotelId}/gallery`, { assetIds: [a, c] });
    expect((await call('DELETE', `/api/hotels/${hotelId}/assets/${a}`)).statusCode).toBe(204);
    const room = await call('GET', url);
    expect(
      room.json().images.map((image: ImageView) => [image.assetId, image.isCover, image.displayOrder]),
    ).toEqual([
      [b, true, 0],
      [c, false, 1],
    ]);
    expect(idsOf(await call('GET', `/api/hotels/${hotelId}/gallery`))).toEqual([c]);
    // The next change stores the gallery as shown, and an add after the gap lands at the end.
    const extra = await buildImageAsset(testApp, hotelId);
    expect(idsOf(await call('POST', `${url}/images`, { assetId: extra.id }))).toEqual([b, c, extra.id]);
    expect(await storedRoomLinks(testApp, roomId)).toEqual(consistent([b, c, extra.id]));
  });

  it('stays consistent when several orders are saved at the same moment', async () => {
    const { ids, url, roomId } = await roomWithImages(6);
    const orders = [ids, [...ids].reverse(), ids.slice(2), ids.slice(0, 3), [ids[4]!, ids[1]!]];
    const responses = await Promise.all(orders.map((assetIds) => call('PUT', url, { assetIds })));
    expect(responses.map((response) => response.statusCode)).toEqual(orders.map(() => 200));
    const stored = await storedRoomLinks(testApp, roomId);
    expect(orders.map((order) => JSON.stringify(consistent(order)))).toContain(JSON.stringify(stored));
  });

  it('never fails with a server error when an image is deleted while an order with it is saved', async () => {
    const { hotelId, ids, url, roomId } = await roomWithImages(8);
    const hotelUrl = `/api/hotels/${hotelId}/gallery`;
    for (const deleted of ids.slice(0, 4)) {
      const [room, hotel, deletion] = await Promise.all([
        call('PUT', url, { assetIds: ids }),
        call('PUT', hotelUrl, { assetIds: ids }),
        call('DELETE', `/api/hotels/${hotelId}/assets/${deleted}`),
      ]);
      expect([200, 404]).toContain(room.statusCode);
      expect([200, 404]).toContain(hotel.statusCode);
      expect(deletion.statusCode).toBe(204);
    }
    const stored = await storedRoomLinks(testApp, roomId);
    expect(stored.map((link) => link.assetId).every((id) => !ids.slice(0, 4).includes(id))).toBe(true);
  });

  it('keeps every image when several are added at the same moment', async () => {
    const { ids, url, roomId } = await roomWithImages(6);
    const responses = await Promise.all(ids.map((assetId) => call('POST', `${url}/images`, { assetId })));
    expect(responses.map((response) => response.statusCode)).toEqual(ids.map(() => 200));
    const stored = await storedRoomLinks(testApp, roomId);
    expect(stored.map((link) => link.assetId).sort()).toEqual([...ids].sort());
    expect(stored).toEqual(consistent(stored.map((link) => link.assetId)));
  });
});

describe('remembered galleries', () => {
  it('follow every change, whichever code path writes it', async () => {
    const { hotelId, ids, url, roomId } = await roomWithImages(3);
    const [a, b, c] = ids as [string, string, string];
    const hotelUrl = `/api/hotels/${hotelId}/gallery`;
    await call('PUT', url, { assetIds: [a, b] });
    expect(idsOf(await call('GET', url))).toEqual([a, b]);
    expect(idsOf(await call('GET', hotelUrl))).toEqual([c, b, a]);
    // Written directly, as an importer would: the database raises the hotel's version itself.
    await testApp.context.db
      .insert(roomAssets)
      .values({ roomId, assetId: c, isCover: false, displayOrder: 2 });
    await testApp.context.db.delete(propertyAssets).where(eq(propertyAssets.assetId, b));
    expect(idsOf(await call('GET', url))).toEqual([a, b, c]);
    expect(idsOf(await call('GET', hotelUrl))).toEqual([c, a]);
    // A renamed image shows its new name (the assets version).
    await call('PATCH', `/api/hotels/${hotelId}/assets/${a}`, {
      name: 'Lobby',
      category: 'Property',
      tags: [],
    });
    expect((await call('GET', url)).json().images[0].name).toBe('Lobby');
    // A deleted room answers 404, not its remembered gallery.
    await call('DELETE', `/api/hotels/${hotelId}/rooms/${roomId}`);
    expect((await call('GET', url)).statusCode).toBe(404);
  });

  it('answer compressed to clients that accept it', async () => {
    const { hotelId } = await roomWithImages(30);
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/hotels/${hotelId}/gallery`,
      headers: { cookie: owner.cookie, 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('answer changes compressed too, the same gallery as uncompressed', async () => {
    const { hotelId, ids } = await roomWithImages(30);
    const save = (encoding: string, order: string[]) =>
      testApp.app.inject({
        method: 'PUT',
        url: `/api/hotels/${hotelId}/gallery`,
        payload: { assetIds: order },
        headers: { cookie: owner.cookie, origin: testAppUrl, 'accept-encoding': encoding },
      });
    const hotelIds = (await call('GET', `/api/hotels/${hotelId}/gallery`))
      .json()
      .images.map((image: ImageView) => image.assetId) as string[];
    expect(hotelIds.length).toBeGreaterThanOrEqual(ids.length);
    const reversed = [...hotelIds].reverse();
    for (const encoding of ['br', 'gzip']) {
      const compressed = await save(encoding, reversed);
      expect(compressed.statusCode).toBe(200);
      expect(compressed.headers['content-encoding']).toBe(encoding);
      const body =
        encoding === 'br' ? brotliDecompressSync(compressed.rawPayload) : gunzipSync(compressed.rawPayload);
      const plain = await save('identity', reversed);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(body.toString())).toEqual(plain.json());
      expect(plain.json().images.map((image: ImageView) => image.assetId)).toEqual(reversed);
    }
  });
});

describe('the hotel gallery', () => {
  it('links every image at the first read, newest first, the newest as cover', async () => {
    const { hotelId, ids } = await roomWithImages(3);
    const url = `/api/hotels/${hotelId}/gallery`;
    const response = await call('GET', url);
    expect(idsOf(response)).toEqual([...ids].reverse());
    expect(coversOf(response)).toEqual([ids[2]]);
    expect(await storedHotelLinks(testApp, hotelId)).toEqual(consistent([...ids].reverse()));
    // Later images are not added by themselves: the gallery is the user's from now on.
    await buildImageAsset(testApp, hotelId);
    expect(idsOf(await call('GET', url))).toEqual([...ids].reverse());
  });

  it('links the images once when two reads start it at the same moment', async () => {
    const { hotelId, ids } = await roomWithImages(5);
    const url = `/api/hotels/${hotelId}/gallery`;
    const responses = await Promise.all([call('GET', url), call('GET', url), call('GET', url)]);
    for (const response of responses) expect(idsOf(response)).toEqual([...ids].reverse());
    expect(await storedHotelLinks(testApp, hotelId)).toEqual(consistent([...ids].reverse()));
  });

  it('is empty while the hotel has no images', async () => {
    const hotelId = (await buildHotel(testApp, owner.id)).id;
    expect((await call('GET', `/api/hotels/${hotelId}/gallery`)).json()).toEqual({ images: [] });
    expect(await storedHotelLinks(testApp, hotelId)).toEqual([]);
  });

  it('follows the same rules as a room gallery, without the 50 image limit', async () => {
    const { hotelId, ids } = await roomWithImages(55);
    const url = `/api/hotels/${hotelId}/gallery`;
    const order = [...ids].sort();
    expect(idsOf(await call('PUT', url, { assetIds: order }))).toEqual(order);
    expect(idsOf(await call('POST', `${url}/cover`, { assetId: order[54] }))).toEqual([
      order[54],
      ...order.slice(0, 54),
    ]);
    expect(idsOf(await call('DELETE', `${url}/images/${order[54]}`))).toEqual(order.slice(0, 54));
    expect(idsOf(await call('POST', `${url}/images`, { assetId: order[54] }))).toEqual(order);
    expect(await storedHotelLinks(testApp, hotelId)).toEqual(consistent(order));
    const otherHotel = (await buildHotel(testApp, owner.id)).id;
    const foreign = await buildImageAsset(testApp, otherHotel);
    expect((await call('PUT', url, { assetIds: [foreign.id] })).statusCode).toBe(404);
    expect(await storedHotelLinks(testApp, hotelId)).toEqual(consistent(order));
  });

  it('stays consistent when several orders are saved at the same moment', async () => {
    const { hotelId, ids } = await roomWithImages(8);
    const url = `/api/hotels/${hotelId}/gallery`;
    const orders = [ids, [...ids].reverse(), ids.slice(3), ids.slice(0, 2)];
    const responses = await Promise.all([
      ...orders.map((assetIds) => call('PUT', url, { assetIds })),
      call('POST', `${url}/cover`, { assetId: ids[5] }),
      call('GET', url),
    ]);
    for (const response of responses) expect(response.statusCode).toBeLessThan(500);
    const stored = await storedHotelLinks(testApp, hotelId);
    expect(stored).toEqual(consistent(stored.map((link) => link.assetId)));
  });
});
