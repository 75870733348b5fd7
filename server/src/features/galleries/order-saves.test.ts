import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GalleryView } from '@common/galleries/schemas';
import { buildHotel, buildImageAsset, buildUser, type SignedInUser } from '../../../test/factories';
import { buildTestApp, testAppUrl, type TestApp } from '../../../test/test-app';
import {
  consistent,
  expectedGallery,
  hotelWithImages as hotelWithImagesOf,
  shuffled,
  storedHotelLinks as storedHotelLinksOf,
  storedRoomLinks as storedRoomLinksOf,
  sameIds,
  watchTurns,
} from '../../../test/galleries';
import type * as Repository from './repository';
import { moveGalleryLinks, replaceGalleryLinks } from './repository';
import { galleryTexts } from '@common/galleries/texts';

/* Order saves through the API: moves from the gallery as shown, saves taken together, saves after a change. */

// The writes are watched (and done as before), so that each test knows which way a save went: moved in place
// from the remembered gallery, or checked and rewritten.
vi.mock('./repository', async (importOriginal) => {
  const actual = await importOriginal<typeof Repository>();
  return {
    ...actual,
    moveGalleryLinks: vi.fn(actual.moveGalleryLinks),
    replaceGalleryLinks: vi.fn(actual.replaceGalleryLinks),
  };
});

let testApp: TestApp;
let owner: SignedInUser;
beforeAll(async () => {
  testApp = await buildTestApp();
  owner = await buildUser(testApp);
});
afterAll(async () => {
  await testApp.close();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(moveGalleryLinks).mockClear();
  vi.mocked(replaceGalleryLinks).mockClear();
});

const call = (method: 'GET' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, app = testApp) =>
  app.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { cookie: owner.cookie, origin: testAppUrl },
  });

type Answer = Awaited<ReturnType<typeof call>>;
const galleryOf = (response: Answer) => response.json<GalleryView>();
const idsOf = (response: Answer) => galleryOf(response).images.map((image) => image.assetId);
const hotelWithImages = (count: number) => hotelWithImagesOf(testApp, owner.id, count);
const storedHotelLinks = (hotelId: string) => storedHotelLinksOf(testApp, hotelId);
const storedRoomLinks = (roomId: string) => storedRoomLinksOf(testApp, roomId);

/** The hotel's gallery, started and remembered as the page shows it (so that the next save can move links). */
async function shownHotelGallery(hotelUrl: string) {
  await call('GET', hotelUrl); // starts the gallery: every image, newest first
  const shown = await call('GET', hotelUrl);
  expect(shown.statusCode).toBe(200);
  return galleryOf(shown).images;
}

describe('saving an order of the gallery as shown', () => {
  it('answers the new order, stores it and another process reads it', async () => {
    const { hotelId, ids, hotelUrl } = await hotelWithImages(12);
    const shown = await shownHotelGallery(hotelUrl);
    expect(shown.map((image) => image.assetId)).toEqual([...ids].reverse());
    const order = shuffled(ids, 1);

    const saved = await call('PUT', hotelUrl, { assetIds: order });
    expect(saved.statusCode).toBe(200);
    expect(galleryOf(saved)).toEqual(expectedGallery(shown, order));
    // Moved in place from the remembered gallery, not rewritten.
    expect(moveGalleryLinks).toHaveBeenCalledTimes(1);
    expect(replaceGalleryLinks).not.toHaveBeenCalled();
    expect(await storedHotelLinks(hotelId)).toEqual(consistent(order));
    expect(galleryOf(await call('GET', hotelUrl))).toEqual(galleryOf(saved));

    const other = await buildTestApp({}, { database: testApp.context.database });
    try {
      expect(galleryOf(await call('GET', hotelUrl, undefined, other))).toEqual(galleryOf(saved));
      // A second move (from the gallery the first one left, remembered) is seen by the other process too,
      // although it remembers the gallery of before.
      const next = shuffled(ids, 2);
      const again = await call('PUT', hotelUrl, { assetIds: next });
      expect(galleryOf(again)).toEqual(expectedGallery(shown, next));
      expect(moveGalleryLinks).toHaveBeenCalledTimes(2);
      expect(replaceGalleryLinks).not.toHaveBeenCalled();
      expect(await storedHotelLinks(hotelId)).toEqual(consistent(next));
      expect(galleryOf(await call('GET', hotelUrl, undefined, other))).toEqual(galleryOf(again));
      // And a save through the other process moves from what that process answered.
      const third = shuffled(ids, 3);
      expect(galleryOf(await call('PUT', hotelUrl, { assetIds: third }, other))).toEqual(
        expectedGallery(shown, third),
      );
      expect(await storedHotelLinks(hotelId)).toEqual(consistent(third));
      expect(idsOf(await call('GET', hotelUrl))).toEqual(third);
    } finally {
      await other.close();
    }
  });

  it('answers a save of the order already shown unchanged, and stores it so', async () => {
    const { hotelId, ids, hotelUrl } = await hotelWithImages(12);
    const shown = await shownHotelGallery(hotelUrl);
    const same = await call('PUT', hotelUrl, { assetIds: [...ids].reverse() });
    expect(galleryOf(same)).toEqual({ images: shown });
    expect(await storedHotelLinks(hotelId)).toEqual(consistent([...ids].reverse()));
  });

  it('moves the links of a room gallery too', async () => {
    const { roomId, ids, roomUrl } = await hotelWithImages(14);
    const first = await call('PUT', roomUrl, { assetIds: ids.slice(0, 12) });
    expect(first.statusCode).toBe(200);
    expect(replaceGalleryLinks).toHaveBeenCalledTimes(1);
    const order = shuffled(ids.slice(0, 12), 4);
    const moved = await call('PUT', roomUrl, { assetIds: order });
    expect(galleryOf(moved)).toEqual(expectedGallery(galleryOf(first).images, order));
    expect(moveGalleryLinks).toHaveBeenCalledTimes(1);
    expect(replaceGalleryLinks).toHaveBeenCalledTimes(1);
    expect(await storedRoomLinks(roomId)).toEqual(consistent(order));
    expect(galleryOf(await call('GET', roomUrl))).toEqual(galleryOf(moved));
  });
});

describe('order saves of one gallery at the same moment', () => {
  it('answers each save with its own order and stores the last to arrive', async () => {
    const { hotelId, ids, hotelUrl } = await hotelWithImages(20);
    const shown = await shownHotelGallery(hotelUrl);
    const orders = Array.from({ length: 10 }, (_, index) => shuffled(ids, 100 + index));
    const { submitted, turnSizes } = watchTurns();

    const responses = await Promise.all(orders.map((assetIds) => call('PUT', hotelUrl, { assetIds })));

    expect(responses.map((response) => response.statusCode)).toEqual(orders.map(() => 200));
    responses.forEach((response, index) =>
      expect(galleryOf(response)).toEqual(expectedGallery(shown, orders[index] ?? [])),
    );
    const stored = await storedHotelLinks(hotelId);
    expect(orders.map((order) => JSON.stringify(consistent(order)))).toContain(JSON.stringify(stored));
    expect(stored).toEqual(consistent(submitted.at(-1) ?? []));
    expect(galleryOf(await call('GET', hotelUrl))).toEqual(expectedGallery(shown, submitted.at(-1) ?? []));
    // Every save had its turn, some together; none was rewritten, and moves replaced in a turn were not written.
    expect(turnSizes.reduce((sum, size) => sum + size, 0)).toBe(10);
    expect(Math.max(...turnSizes)).toBeGreaterThan(1);
    expect(replaceGalleryLinks).not.toHaveBeenCalled();
    expect(vi.mocked(moveGalleryLinks).mock.calls.length).toBe(turnSizes.length);
  });

  it("refuses a save with another hotel's image (404) while the others of its turn are saved", async () => {
    const { hotelId, ids, hotelUrl } = await hotelWithImages(16);
    const shown = await shownHotelGallery(hotelUrl);
    const foreign = await buildImageAsset(testApp, (await buildHotel(testApp, owner.id)).id);
    const good = Array.from({ length: 8 }, (_, index) => shuffled(ids, 200 + index));
    // The same number of images as the gallery, one of them another hotel's.
    const bad = [foreign.id, ...shuffled(ids, 300).slice(1)];
    const orders = [...good.slice(0, 4), bad, ...good.slice(4)];
    const { submitted, turnSizes } = watchTurns();

    const responses = await Promise.all(orders.map((assetIds) => call('PUT', hotelUrl, { assetIds })));

    responses.forEach((response, index) => {
      if (orders[index] === bad) {
        expect(response.statusCode).toBe(404);
        expect(response.json().error.message).toBe(galleryTexts.unknownImage);
      } else {
        expect(response.statusCode).toBe(200);
        expect(galleryOf(response)).toEqual(expectedGallery(shown, orders[index] ?? []));
      }
    });
    expect(Math.max(...turnSizes)).toBeGreaterThan(1);
    const lastGood = submitted.filter((order) => !sameIds(order, bad)).at(-1) ?? [];
    const stored = await storedHotelLinks(hotelId);
    expect(stored).toEqual(consistent(lastGood));
    expect(stored.map((link) => link.assetId)).not.toContain(foreign.id);
    expect(idsOf(await call('GET', hotelUrl))).toEqual(lastGood);
  });

  it('refuses a room order of 51 images (400) while the others of its turn are saved', async () => {
    const { roomId, ids, roomUrl } = await hotelWithImages(51);
    const start = await call('PUT', roomUrl, { assetIds: ids.slice(0, 12) });
    const known = galleryOf(start).images;
    const good = Array.from({ length: 6 }, (_, index) => shuffled(ids.slice(0, 12), 400 + index));
    const tooMany = shuffled(ids, 500);
    const orders = [good[0] ?? [], tooMany, ...good.slice(1)];
    const { submitted, turnSizes } = watchTurns();

    const responses = await Promise.all(orders.map((assetIds) => call('PUT', roomUrl, { assetIds })));

    responses.forEach((response, index) => {
      if (orders[index] === tooMany) {
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toEqual({
          code: 'validation',
          message: galleryTexts.roomGalleryFull,
          messageId: 'galleries.roomGalleryFull',
        });
      } else {
        expect(response.statusCode).toBe(200);
        expect(galleryOf(response)).toEqual(expectedGallery(known, orders[index] ?? []));
      }
    });
    expect(Math.max(...turnSizes)).toBeGreaterThan(1);
    const lastGood = submitted.filter((order) => !sameIds(order, tooMany)).at(-1) ?? [];
    expect(await storedRoomLinks(roomId)).toEqual(consistent(lastGood));
  });

  it('takes saves that add or remove images in the same turns as reorders', async () => {
    const { hotelId, ids, hotelUrl } = await hotelWithImages(16);
    const known = await shownHotelGallery(hotelUrl); // all 16 images, for the expected answers
    const start = await call('PUT', hotelUrl, { assetIds: ids.slice(0, 12) });
    expect(idsOf(start)).toEqual(ids.slice(0, 12));
    const twelve = ids.slice(0, 12);
    const orders = [
      shuffled(twelve, 600), // a reorder
      shuffled(ids.slice(0, 14), 601), // adds two
      shuffled(ids.slice(0, 14), 602), // reorders those fourteen
      shuffled(twelve, 603), // back to the twelve
      shuffled(twelve.slice(2), 604), // removes two
      shuffled(twelve.slice(2), 605),
      shuffled([...twelve.slice(0, 10), ...ids.slice(14)], 606), // swaps two for two others
      shuffled(twelve, 607),
      shuffled(twelve, 608),
      [],
      shuffled(twelve, 609),
    ];
    const { submitted, turnSizes } = watchTurns();

    const responses = await Promise.all(orders.map((assetIds) => call('PUT', hotelUrl, { assetIds })));

    expect(responses.map((response) => response.statusCode)).toEqual(orders.map(() => 200));
    responses.forEach((response, index) =>
      expect(galleryOf(response)).toEqual(expectedGallery(known, orders[index] ?? [])),
    );
    expect(Math.max(...turnSizes)).toBeGreaterThan(1);
    const last = submitted.at(-1) ?? [];
    expect(await storedHotelLinks(hotelId)).toEqual(consistent(last));
    expect(galleryOf(await call('GET', hotelUrl))).toEqual(expectedGallery(known, last));
  });
});

describe('saving an order after an image changed', () => {
  it('shows the new name of an image renamed since the gallery was shown', async () => {
    const { hotelId, ids, hotelUrl } = await hotelWithImages(12);
    const shown = await shownHotelGallery(hotelUrl);
    const renamed = ids[5] ?? '';
    const patch = await call('PATCH', `/api/hotels/${hotelId}/assets/${renamed}`, {
      name: 'Lobby at night',
      category: 'Property',
      tags: [],
    });
    expect(patch.statusCode).toBe(200);
    const order = shuffled(ids, 700);

    const saved = await call('PUT', hotelUrl, { assetIds: order });

    expect(saved.statusCode).toBe(200);
    const expected = expectedGallery(shown, order);
    for (const image of expected.images) if (image.assetId === renamed) image.name = 'Lobby at night';
    expect(galleryOf(saved)).toEqual(expected);
    // The remembered gallery was of before the rename: the images were read again.
    expect(moveGalleryLinks).not.toHaveBeenCalled();
    expect(await storedHotelLinks(hotelId)).toEqual(consistent(order));
    expect(galleryOf(await call('GET', hotelUrl))).toEqual(expected);
  });

  it('refuses an order with an image deleted since the gallery was shown, and saves one without it', async () => {
    const { hotelId, ids, hotelUrl } = await hotelWithImages(12);
    const shown = await shownHotelGallery(hotelUrl);
    const deleted = ids[4] ?? '';
    expect((await call('DELETE', `/api/hotels/${hotelId}/assets/${deleted}`)).statusCode).toBe(204);
    const remainingBefore = (await storedHotelLinks(hotelId)).map((link) => link.assetId);

    const withDeleted = await call('PUT', hotelUrl, { assetIds: shuffled(ids, 800) });
    expect(withDeleted.statusCode).toBe(404);
    expect(withDeleted.json().error.message).toBe(galleryTexts.unknownImage);
    expect((await storedHotelLinks(hotelId)).map((link) => link.assetId)).toEqual(remainingBefore);

    const order = shuffled(
      ids.filter((id) => id !== deleted),
      801,
    );
    const saved = await call('PUT', hotelUrl, { assetIds: order });
    expect(saved.statusCode).toBe(200);
    expect(galleryOf(saved)).toEqual(expectedGallery(shown, order));
    expect(await storedHotelLinks(hotelId)).toEqual(consistent(order));
    expect(galleryOf(await call('GET', hotelUrl))).toEqual(galleryOf(saved));
  });

  it('stores the gallery as shown after its cover was deleted, when that order is saved', async () => {
    const { hotelId, ids, hotelUrl } = await hotelWithImages(12);
    await shownHotelGallery(hotelUrl);
    const cover = ids.at(-1) ?? ''; // the newest, cover of the started gallery
    expect((await call('DELETE', `/api/hotels/${hotelId}/assets/${cover}`)).statusCode).toBe(204);
    // Shown again: the next image is shown as the cover, although not stored so.
    const shown = galleryOf(await call('GET', hotelUrl)).images;
    const order = shown.map((image) => image.assetId);
    expect(order).toEqual([...ids].reverse().slice(1));

    const saved = await call('PUT', hotelUrl, { assetIds: order });

    expect(saved.statusCode).toBe(200);
    expect(galleryOf(saved)).toEqual({ images: shown });
    expect(await storedHotelLinks(hotelId)).toEqual(consistent(order));
    expect(galleryOf(await call('GET', hotelUrl))).toEqual({ images: shown });
  });

  it('moves from the gallery as shown after an image was deleted', async () => {
    const { hotelId, ids, hotelUrl } = await hotelWithImages(12);
    await shownHotelGallery(hotelUrl);
    expect((await call('DELETE', `/api/hotels/${hotelId}/assets/${ids[11]}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/hotels/${hotelId}/assets/${ids[3]}`)).statusCode).toBe(204);
    const shown = galleryOf(await call('GET', hotelUrl)).images;
    const order = shuffled(
      shown.map((image) => image.assetId),
      900,
    );

    const saved = await call('PUT', hotelUrl, { assetIds: order });

    expect(galleryOf(saved)).toEqual(expectedGallery(shown, order));
    expect(moveGalleryLinks).toHaveBeenCalledTimes(1);
    expect(await storedHotelLinks(hotelId)).toEqual(consistent(order));
  });
});
