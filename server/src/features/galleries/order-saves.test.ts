import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GalleryImageView, GalleryView } from '@common/galleries/schemas';
import { assets, hotels, propertyAssets, roomAssets } from '../../db/schema';
import { BatchedTurns } from '../../lib/batched-turns';
import {
  buildHotel,
  buildImageAsset,
  buildRoom,
  buildUser,
  type SignedInUser,
} from '../../../test/factories';
import { buildTestApp, testAppUrl, type TestApp } from '../../../test/test-app';
import type * as Repository from './repository';
import { moveGalleryLinks, replaceGalleryLinks } from './repository';
import { galleryTexts } from './texts';

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

/** A hotel with a room and `count` images, oldest first. */
async function hotelWithImages(count: number) {
  const hotelId = (await buildHotel(testApp, owner.id)).id;
  const room = await buildRoom(testApp, hotelId);
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    const image = await buildImageAsset(testApp, hotelId, {
      name: `photo-${index}.jpg`,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index)),
    });
    ids.push(image.id);
  }
  return {
    hotelId,
    roomId: room.id,
    ids,
    hotelUrl: `/api/hotels/${hotelId}/gallery`,
    roomUrl: `/api/hotels/${hotelId}/rooms/${room.id}/gallery`,
  };
}

const storedHotelLinks = (hotelId: string) =>
  testApp.context.db
    .select({
      assetId: propertyAssets.assetId,
      isCover: propertyAssets.isCover,
      displayOrder: propertyAssets.displayOrder,
    })
    .from(propertyAssets)
    .where(eq(propertyAssets.hotelId, hotelId))
    .orderBy(asc(propertyAssets.displayOrder), asc(propertyAssets.assetId));

const storedRoomLinks = (roomId: string) =>
  testApp.context.db
    .select({
      assetId: roomAssets.assetId,
      isCover: roomAssets.isCover,
      displayOrder: roomAssets.displayOrder,
    })
    .from(roomAssets)
    .where(eq(roomAssets.roomId, roomId))
    .orderBy(asc(roomAssets.displayOrder), asc(roomAssets.assetId));

/** A consistent stored gallery of these ids: in order, the first the cover, orders 0, 1, 2... */
const consistent = (ids: readonly string[]) =>
  ids.map((assetId, displayOrder) => ({ assetId, isCover: displayOrder === 0, displayOrder }));

/** The answer expected for `order`: each image as `known` shows it (name, URLs, size), at its new place. */
const expectedGallery = (known: readonly GalleryImageView[], order: readonly string[]): GalleryView => {
  const byId = new Map(known.map((image) => [image.assetId, image]));
  return {
    images: order.map((assetId, index) => {
      const image = byId.get(assetId);
      if (!image) throw new Error(`no view of ${assetId}`);
      return { ...image, isCover: index === 0, displayOrder: index };
    }),
  };
};

/** A reproducible shuffle (mulberry32), so that a failure can be replayed. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/**
 * Watches the order saves' turns: the orders in the order they were submitted (arrival order, which decides
 * what is stored last) and the size of each turn.
 */
function watchTurns() {
  const submitted: (readonly string[])[] = [];
  const turnSizes: number[] = [];
  const submit = BatchedTurns.prototype.submit;
  vi.spyOn(BatchedTurns.prototype, 'submit').mockImplementation(function (
    this: BatchedTurns<readonly string[], GalleryView>,
    key,
    value,
    turn,
  ) {
    submitted.push(value);
    return submit.call(this, key, value, (batch) => {
      turnSizes.push(batch.length);
      return turn(batch);
    });
  });
  return { submitted, turnSizes };
}

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
    const lastGood = submitted.filter((order) => order !== bad).at(-1) ?? [];
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
        expect(response.json().error).toEqual({ code: 'validation', message: galleryTexts.roomGalleryFull });
      } else {
        expect(response.statusCode).toBe(200);
        expect(galleryOf(response)).toEqual(expectedGallery(known, orders[index] ?? []));
      }
    });
    expect(Math.max(...turnSizes)).toBeGreaterThan(1);
    const lastGood = submitted.filter((order) => order !== tooMany).at(-1) ?? [];
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

/** The hotel's versions, as stored. */
async function versionsOf(hotelId: string) {
  const [row] = await testApp.context.db
    .select({ contentVersion: hotels.contentVersion, assetsVersion: hotels.assetsVersion })
    .from(hotels)
    .where(eq(hotels.id, hotelId));
  if (!row) throw new Error('hotel missing');
  return row;
}

/** Runs `work` with SQL objects created for it, dropped afterwards whatever happens. */
async function withTemporary(create: string[], drop: string[], work: () => Promise<void>) {
  for (const statement of create) await testApp.context.db.execute(sql.raw(statement));
  try {
    await work();
  } finally {
    for (const statement of drop) await testApp.context.db.execute(sql.raw(statement));
  }
}

describe('a save during which an image changes', () => {
  it('is not remembered: the next read shows the image as changed', async () => {
    // A trigger renames an image as the rewritten links are inserted, as another transaction could on
    // PostgreSQL while the save runs: the save answers the names it read, and must not be remembered for
    // the versions after it (which include the rename).
    const { hotelId, ids, hotelUrl } = await hotelWithImages(12);
    const shown = await shownHotelGallery(hotelUrl);
    const renamed = ids[7] ?? '';
    await withTemporary(
      [
        `create function test_rename_on_link() returns trigger language plpgsql as $$
         begin
           update assets set name = 'Renamed by trigger' where id = '${renamed}';
           return null;
         end $$`,
        `create trigger test_rename_on_link after insert on property_assets
         for each statement execute function test_rename_on_link()`,
      ],
      ['drop trigger test_rename_on_link on property_assets', 'drop function test_rename_on_link()'],
      async () => {
        const order = shuffled(ids.slice(1), 1500); // not the same images: checked and rewritten
        const saved = await call('PUT', hotelUrl, { assetIds: order });
        expect(saved.statusCode).toBe(200);
        expect(galleryOf(saved)).toEqual(expectedGallery(shown, order));
        expect(await storedHotelLinks(hotelId)).toEqual(consistent(order));
      },
    );
    const read = galleryOf(await call('GET', hotelUrl));
    expect(read.images.map((image) => image.assetId)).toEqual(shuffled(ids.slice(1), 1500));
    expect(read.images.find((image) => image.assetId === renamed)?.name).toBe('Renamed by trigger');
    // And the next save starts from the gallery as read, not as the save answered it.
    const next = shuffled(ids.slice(1), 1501);
    const saved = galleryOf(await call('PUT', hotelUrl, { assetIds: next }));
    expect(saved.images.find((image) => image.assetId === renamed)?.name).toBe('Renamed by trigger');
  });
});

describe('a move that finds the images changed while it was written', () => {
  it('is right when a trigger on the links raises the assets version after the move', async () => {
    // The statement-level AFTER UPDATE trigger runs once the move's statement is done, after its RETURNING:
    // the move reads the versions of before the trigger, so the turn is kept (no rollback). The gallery it
    // remembers is keyed by versions the hotel never has, so the next read goes to the database.
    const { hotelId, ids, hotelUrl } = await hotelWithImages(12);
    const shown = await shownHotelGallery(hotelUrl);
    await withTemporary(
      [
        `create function test_links_moved_raise() returns trigger language plpgsql as $$
         begin
           update hotels set assets_version = assets_version + 1
           where id in (select hotel_id from moved_rows);
           return null;
         end $$`,
        `create trigger test_links_moved after update on property_assets
         referencing new table as moved_rows for each statement execute function test_links_moved_raise()`,
      ],
      ['drop trigger test_links_moved on property_assets', 'drop function test_links_moved_raise()'],
      async () => {
        const before = await versionsOf(hotelId);
        const order = shuffled(ids, 1000);
        const saved = await call('PUT', hotelUrl, { assetIds: order });
        expect(saved.statusCode).toBe(200);
        expect(galleryOf(saved)).toEqual(expectedGallery(shown, order));
        expect(moveGalleryLinks).toHaveBeenCalledTimes(1);
        expect(replaceGalleryLinks).not.toHaveBeenCalled();
        expect(await versionsOf(hotelId)).toEqual({
          contentVersion: before.contentVersion + 1,
          assetsVersion: before.assetsVersion + 1,
        });
        expect(await storedHotelLinks(hotelId)).toEqual(consistent(order));
        expect(galleryOf(await call('GET', hotelUrl))).toEqual(galleryOf(saved));
        // Concurrent saves under the trigger: each answered its own order, the last one stored.
        const orders = Array.from({ length: 6 }, (_, index) => shuffled(ids, 1001 + index));
        const { submitted } = watchTurns();
        const responses = await Promise.all(orders.map((assetIds) => call('PUT', hotelUrl, { assetIds })));
        responses.forEach((response, index) =>
          expect(galleryOf(response)).toEqual(expectedGallery(shown, orders[index] ?? [])),
        );
        expect(await storedHotelLinks(hotelId)).toEqual(consistent(submitted.at(-1) ?? []));
        expect(idsOf(await call('GET', hotelUrl))).toEqual(submitted.at(-1));
      },
    );
  });

  it('rolls the turn back and saves each order again, checked, when the move reads a new assets version', async () => {
    // Stands for an asset changed by another transaction while the move waited for the hotel's row: the
    // hotel's row as the move raises its content version carries a new assets version. Only for updates of
    // the hotel's row made directly by a statement (the move), not by the link triggers of a rewrite.
    const { hotelId, ids, hotelUrl } = await hotelWithImages(12);
    const foreign = await buildImageAsset(testApp, (await buildHotel(testApp, owner.id)).id);
    const shown = await shownHotelGallery(hotelUrl);
    await withTemporary(
      [
        `create function test_asset_changed_meanwhile() returns trigger language plpgsql as $$
         begin
           if pg_trigger_depth() = 1 and new.content_version <> old.content_version then
             new.assets_version := old.assets_version + 1;
           end if;
           return new;
         end $$`,
        `create trigger test_asset_changed_meanwhile before update on hotels for each row
         when (new.id = '${hotelId}') execute function test_asset_changed_meanwhile()`,
      ],
      ['drop trigger test_asset_changed_meanwhile on hotels', 'drop function test_asset_changed_meanwhile()'],
      async () => {
        const order = shuffled(ids, 1100);
        const saved = await call('PUT', hotelUrl, { assetIds: order });
        expect(saved.statusCode).toBe(200);
        expect(galleryOf(saved)).toEqual(expectedGallery(shown, order));
        // Moved, rolled back, then rewritten alone: once each, no loop.
        expect(moveGalleryLinks).toHaveBeenCalledTimes(1);
        expect(replaceGalleryLinks).toHaveBeenCalledTimes(1);
        expect(await storedHotelLinks(hotelId)).toEqual(consistent(order));
        expect(galleryOf(await call('GET', hotelUrl))).toEqual(galleryOf(saved));

        // A turn of several, one of them refused: each is redone alone and answered as if alone.
        vi.mocked(moveGalleryLinks).mockClear();
        vi.mocked(replaceGalleryLinks).mockClear();
        const bad = [foreign.id, ...shuffled(ids, 1200).slice(1)];
        const good = Array.from({ length: 7 }, (_, index) => shuffled(ids, 1201 + index));
        const orders = [...good.slice(0, 3), bad, ...good.slice(3)];
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
        // Every good save rewritten once (the refused one writes nothing), every turn moved at most once.
        expect(replaceGalleryLinks).toHaveBeenCalledTimes(good.length);
        expect(vi.mocked(moveGalleryLinks).mock.calls.length).toBeLessThanOrEqual(turnSizes.length);
        const lastGood = submitted.filter((candidate) => candidate !== bad).at(-1) ?? [];
        expect(await storedHotelLinks(hotelId)).toEqual(consistent(lastGood));
        expect(idsOf(await call('GET', hotelUrl))).toEqual(lastGood);
      },
    );
    // Without the trigger, the gallery remembered after the rewrites is moved from again.
    vi.mocked(moveGalleryLinks).mockClear();
    vi.mocked(replaceGalleryLinks).mockClear();
    const order = shuffled(ids, 1300);
    expect(galleryOf(await call('PUT', hotelUrl, { assetIds: order }))).toEqual(
      expectedGallery(shown, order),
    );
    expect(moveGalleryLinks).toHaveBeenCalledTimes(1);
    expect(replaceGalleryLinks).not.toHaveBeenCalled();
    expect(await storedHotelLinks(hotelId)).toEqual(consistent(order));
  });

  // On PostgreSQL the race itself can be timed: another transaction renames an image and holds the hotel's
  // row (the assets version it raised) while the move waits for it. The embedded database runs one
  // transaction at a time, so there the rename could not be held open meanwhile.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'rolls back and answers the new name when an image is renamed while the move waits',
    async () => {
      expect(testApp.context.database.kind).toBe('postgres');
      const { hotelId, ids, hotelUrl } = await hotelWithImages(12);
      const shown = await shownHotelGallery(hotelUrl);
      const renamed = ids[2] ?? '';
      const order = shuffled(ids, 1400);
      let save: Promise<Answer> | undefined;
      await testApp.context.db.transaction(async (tx) => {
        await tx.update(assets).set({ name: 'Renamed meanwhile' }).where(eq(assets.id, renamed));
        save = call('PUT', hotelUrl, { assetIds: order });
        // Until the move waits for the hotel's row, which this transaction holds.
        for (let attempt = 0; ; attempt++) {
          const waiting = await testApp.context.db.execute(
            sql`select 1 from pg_stat_activity where wait_event_type = 'Lock' and query ilike '%update hotels%'`,
          );
          if ((waiting as unknown as { rows: unknown[] }).rows.length > 0) break;
          if (attempt > 200) throw new Error('the move never waited for the hotel');
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      });
      const saved = await save;
      expect(saved?.statusCode).toBe(200);
      const expected = expectedGallery(shown, order);
      for (const image of expected.images) if (image.assetId === renamed) image.name = 'Renamed meanwhile';
      expect(saved && galleryOf(saved)).toEqual(expected);
      expect(moveGalleryLinks).toHaveBeenCalledTimes(1);
      expect(replaceGalleryLinks).toHaveBeenCalledTimes(1);
      expect(await storedHotelLinks(hotelId)).toEqual(consistent(order));
      expect(galleryOf(await call('GET', hotelUrl))).toEqual(expected);
    },
  );
});

/** The SQLSTATE and constraint of the database error a write fails with (drizzle wraps it as the cause). */
async function refusal(write: Promise<unknown>) {
  try {
    await write;
  } catch (error) {
    const { cause } = error as { cause?: { code?: string; constraint?: string; message?: string } };
    return { code: cause?.code, mentions: `${cause?.constraint ?? ''} ${cause?.message ?? ''}` };
  }
  throw new Error('the write was accepted');
}

describe('the one-cover rule in the database', () => {
  it('refuses a second cover in a hotel or room gallery, from the statement that makes it', async () => {
    const { hotelId, roomId, ids, hotelUrl, roomUrl } = await hotelWithImages(4);
    await call('PUT', hotelUrl, { assetIds: ids.slice(0, 3) });
    await call('PUT', roomUrl, { assetIds: ids.slice(0, 3) });
    const db = testApp.context.db;

    const hotelInsert = await refusal(
      db.insert(propertyAssets).values({ hotelId, assetId: ids[3] ?? '', isCover: true, displayOrder: 3 }),
    );
    expect(hotelInsert.code).toBe('23P01'); // exclusion_violation
    expect(hotelInsert.mentions).toContain('property_assets_one_cover');
    const roomInsert = await refusal(
      db.insert(roomAssets).values({ roomId, assetId: ids[3] ?? '', isCover: true, displayOrder: 3 }),
    );
    expect(roomInsert.code).toBe('23P01');
    expect(roomInsert.mentions).toContain('room_assets_one_cover');
    // A statement that only adds a cover is refused at its end, not at the transaction's.
    const update = await refusal(
      db.transaction(async (tx) => {
        await tx
          .update(propertyAssets)
          .set({ isCover: true })
          .where(eq(propertyAssets.assetId, ids[1] ?? ''));
        await tx
          .update(propertyAssets)
          .set({ isCover: false })
          .where(eq(propertyAssets.assetId, ids[0] ?? ''));
      }),
    );
    expect(update.code).toBe('23P01');
    expect(await storedHotelLinks(hotelId)).toEqual(consistent(ids.slice(0, 3)));
    expect(await storedRoomLinks(roomId)).toEqual(consistent(ids.slice(0, 3)));
    // A cover in another gallery is no second cover.
    const other = await hotelWithImages(1);
    await db
      .insert(propertyAssets)
      .values({ hotelId: other.hotelId, assetId: other.ids[0] ?? '', isCover: true, displayOrder: 0 });
  });

  it('lets one statement take the cover from one link and give it to another, in either direction', async () => {
    const { hotelId, roomId, ids, hotelUrl, roomUrl } = await hotelWithImages(4);
    await call('PUT', hotelUrl, { assetIds: ids });
    await call('PUT', roomUrl, { assetIds: ids });
    const db = testApp.context.db;
    // Forth and back: whichever link the statement reaches first, one of the moves gives the cover before
    // taking it, which a constraint checked row by row would refuse.
    for (const cover of [ids[3], ids[0], ids[2], ids[0], ids[1], ids[3]] as string[]) {
      await db.execute(
        sql`update property_assets set is_cover = (asset_id = ${cover}) where hotel_id = ${hotelId}`,
      );
      await db.execute(
        sql`update room_assets set is_cover = (asset_id = ${cover}) where room_id = ${roomId}`,
      );
      for (const links of [await storedHotelLinks(hotelId), await storedRoomLinks(roomId)]) {
        expect(links.filter((link) => link.isCover).map((link) => link.assetId)).toEqual([cover]);
      }
    }
  });
});
