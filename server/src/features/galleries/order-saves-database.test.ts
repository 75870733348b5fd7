import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GalleryView } from '@common/galleries/schemas';
import { assets, hotels, propertyAssets, roomAssets } from '../../db/schema';
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

/*
 * Order saves and what the database does around them: images changed by triggers while a save is written, the
 * race with a rename on PostgreSQL, and the one-cover rule as a constraint.
 */

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

const call = (method: 'GET' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  testApp.app.inject({
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
        const lastGood = submitted.filter((candidate) => !sameIds(candidate, bad)).at(-1) ?? [];
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
