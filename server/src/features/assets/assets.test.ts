import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { activities, assets, assetTags } from '../../db/schema';
import { photo, storedAssetFiles } from '../../../test/asset-files';
import { useAppWithHotel } from '../../../test/app-with-hotel';
import { buildHotel, buildUser, type SignedInUser } from '../../../test/factories';
import { testAppUrl } from '../../../test/test-app';
import { pngClaimingSize, uploadAsset } from '../../../test/uploads';

const given = useAppWithHotel();

function upload(
  user: SignedInUser,
  hotel: string,
  filename: string,
  type: string,
  content: Buffer,
  fields: Record<string, string> = {},
) {
  return uploadAsset(given.testApp, user, hotel, { name: filename, type, content }, fields);
}
const call = (method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object, user = given.owner) =>
  given.testApp.app.inject({ method, url, payload, headers: { cookie: user.cookie, origin: testAppUrl } });

/** Every asset row has its three files and every file belongs to a row. */
async function expectNoOrphans(hotel: string) {
  const rows = await given.testApp.context.db.select().from(assets).where(eq(assets.hotelId, hotel));
  const expected = rows
    .flatMap((row) => [row.storageKey, row.thumbKey, row.galleryKey].map((key) => key.split('/').pop()))
    .sort();
  expect(storedAssetFiles(given.testApp, hotel)).toEqual(expected);
}

describe('uploading', () => {
  it('stores the image with WebP renditions, a category and tags from the built-in generator, and logs it', async () => {
    const response = await upload(
      given.owner,
      given.hotelId,
      'pool-terrace.jpg',
      'image/jpeg',
      await photo(1),
      {
        category: 'Room Photos',
        tags: 'summer',
      },
    );
    expect(response.statusCode).toBe(201);
    const { asset, nearDuplicate, analysis } = response.json();
    expect(asset).toMatchObject({
      name: 'pool-terrace.jpg',
      type: 'image',
      width: 640,
      height: 480,
      category: 'Amenities',
    });
    expect(asset.tags).toContain('summer');
    expect(asset.tags).toContain('pool');
    expect(asset.url).toMatch(new RegExp(`^/files/hotel-assets/${given.hotelId}/\\d+-[0-9a-f]{12}\\.jpg$`));
    expect(nearDuplicate).toBeNull();
    expect(analysis.provider).toBe('builtin');
    const thumb = await given.testApp.app.inject({ method: 'GET', url: asset.thumbUrl });
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(400);
    const gallery = await given.testApp.app.inject({ method: 'GET', url: asset.galleryUrl });
    expect((await sharp(gallery.rawPayload).metadata()).width).toBe(640);
    const [activity] = await given.testApp.context.db
      .select()
      .from(activities)
      .where(eq(activities.entityId, asset.id));
    expect(activity).toMatchObject({
      kind: 'asset_upload',
      title: 'Uploaded new Amenities: pool-terrace.jpg',
    });
    await expectNoOrphans(given.hotelId);
  });

  it('refuses the same bytes twice in one hotel, but not in another user’s hotel', async () => {
    const bytes = await photo(2);
    expect((await upload(given.owner, given.hotelId, 'a.jpg', 'image/jpeg', bytes)).statusCode).toBe(201);
    const again = await upload(given.owner, given.hotelId, 'copy-of-a.jpg', 'image/jpeg', bytes);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'duplicate',
      message: 'This image has already been uploaded',
      messageId: 'assets.duplicate',
    });
    const stranger = await buildUser(given.testApp);
    const otherHotel = await buildHotel(given.testApp, stranger.id);
    expect((await upload(stranger, otherHotel.id, 'a.jpg', 'image/jpeg', bytes)).statusCode).toBe(201);
    await expectNoOrphans(given.hotelId);
  });

  it('flags a resized re-export as a near-duplicate without blocking it', async () => {
    const original = await photo(3, 800, 600);
    const first = (await upload(given.owner, given.hotelId, 'lobby.jpg', 'image/jpeg', original)).json()
      .asset;
    const resized = await sharp(original).resize(500).jpeg({ quality: 70 }).toBuffer();
    const response = await upload(given.owner, given.hotelId, 'lobby-small.jpg', 'image/jpeg', resized);
    expect(response.statusCode).toBe(201);
    expect(response.json().nearDuplicate).toMatchObject({ id: first.id, name: 'lobby.jpg' });
    const different = await upload(
      given.owner,
      given.hotelId,
      'other.jpg',
      'image/jpeg',
      await photo(7, 800, 600),
    );
    expect(different.json().nearDuplicate).toBeNull();
  });

  it('keeps the file name for display only', async () => {
    const response = await upload(
      given.owner,
      given.hotelId,
      '../../etc/"quoted" 🏨 name.png',
      'image/png',
      await sharp(await photo(4))
        .png()
        .toBuffer(),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().asset.name).toBe('"quoted" 🏨 name.png');
    expect(response.json().asset.url).toMatch(/\/\d+-[0-9a-f]{12}\.png$/);
  });
});

describe('bad uploads get a clear answer and leave nothing behind', () => {
  it.each([
    [
      'a text file named .jpg',
      'notes.jpg',
      'image/jpeg',
      () => Promise.resolve(Buffer.from('hello, not a photo')),
      415,
    ],
    [
      'an SVG',
      'logo.svg',
      'image/svg+xml',
      () => Promise.resolve(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
      415,
    ],
    ['a zero-byte file', 'empty.jpg', 'image/jpeg', () => Promise.resolve(Buffer.alloc(0)), 415],
    [
      'an 11 MB photo',
      'big.jpg',
      'image/jpeg',
      () => Promise.resolve(Buffer.alloc(11 * 1024 * 1024, 7)),
      413,
    ],
    [
      'a 20000 x 20000 pixel PNG',
      'bomb.png',
      'image/png',
      () => Promise.resolve(pngClaimingSize(20000, 20000)),
      413,
    ],
    ['a truncated JPEG', 'cut.jpg', 'image/jpeg', async () => (await photo(5)).subarray(0, 6000), 415],
  ])('%s', async (_label, name, type, make, status) => {
    const user = await buildUser(given.testApp);
    const hotel = await buildHotel(given.testApp, user.id);
    const response = await upload(user, hotel.id, name, type, await make());
    expect(response.statusCode).toBe(status);
    expect(response.json().error.message).toBeTruthy();
    expect(
      await given.testApp.context.db.select().from(assets).where(eq(assets.hotelId, hotel.id)),
    ).toHaveLength(0);
    expect(storedAssetFiles(given.testApp, hotel.id)).toEqual([]);
  });

  it('another hotel’s id answers 404 and stores nothing', async () => {
    const stranger = await buildUser(given.testApp);
    const response = await upload(stranger, given.hotelId, 'x.jpg', 'image/jpeg', await photo(6));
    expect(response.statusCode).toBe(404);
  });

  it('a database failure while writing tags rolls back the row and removes the files', async () => {
    const user = await buildUser(given.testApp);
    const hotel = await buildHotel(given.testApp, user.id);
    const { sql } = await import('drizzle-orm');
    await given.testApp.context.db.execute(
      sql.raw(`create or replace function refuse_explode() returns trigger as $$
        begin if new.tag = 'explode' then raise exception 'tag refused'; end if; return new; end $$ language plpgsql`),
    );
    await given.testApp.context.db.execute(sql.raw('drop trigger if exists refuse_explode on asset_tags'));
    await given.testApp.context.db.execute(
      sql.raw(
        'create trigger refuse_explode before insert on asset_tags for each row execute function refuse_explode()',
      ),
    );
    const response = await upload(user, hotel.id, 'x.jpg', 'image/jpeg', await photo(8), { tags: 'explode' });
    expect(response.statusCode).toBe(500);
    expect(
      await given.testApp.context.db.select().from(assets).where(eq(assets.hotelId, hotel.id)),
    ).toHaveLength(0);
    expect(storedAssetFiles(given.testApp, hotel.id)).toEqual([]);
  });

  it('50 files in a row: each gets its own answer and the same file twice is refused once', async () => {
    const user = await buildUser(given.testApp);
    const hotel = await buildHotel(given.testApp, user.id);
    const statuses: number[] = [];
    for (let index = 0; index < 50; index++) {
      const bytes = await photo(100 + (index === 49 ? 0 : index), 96, 64);
      statuses.push((await upload(user, hotel.id, `photo-${index}.jpg`, 'image/jpeg', bytes)).statusCode);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(49);
    expect(statuses[49]).toBe(409);
    await expectNoOrphans(hotel.id);
  });
});

describe('the library', () => {
  it('filters by search (name or tag), category and every selected tag, and pages newest first', async () => {
    const user = await buildUser(given.testApp);
    const hotel = await buildHotel(given.testApp, user.id);
    const names = ['breakfast-room.jpg', 'suite-view.jpg', 'conference-hall.jpg', 'garden.jpg'];
    for (const [index, name] of names.entries()) {
      await upload(user, hotel.id, name, 'image/jpeg', await photo(200 + index), {
        tags: index % 2 ? 'sea view,featured' : 'featured',
      });
    }
    const list = (query: string) =>
      call('GET', `/api/hotels/${hotel.id}/assets${query}`, undefined, user).then((response) =>
        response.json(),
      );

    expect((await list('')).assets.map((asset: { name: string }) => asset.name)).toEqual(
      [...names].reverse(),
    );
    expect((await list('?search=SUITE')).assets.map((asset: { name: string }) => asset.name)).toEqual([
      'suite-view.jpg',
    ]);
    expect((await list('?search=sea%20view')).total).toBe(2);
    expect((await list('?category=Dining')).assets.map((asset: { name: string }) => asset.name)).toEqual([
      'breakfast-room.jpg',
    ]);
    expect((await list('?tags=featured,sea%20view')).total).toBe(2);
    expect((await list('?tags=featured,nope')).total).toBe(0);

    const first = await list('?limit=3');
    expect(first.assets).toHaveLength(3);
    expect(first.total).toBe(4);
    const second = await list(`?limit=3&cursor=${first.nextCursor}`);
    expect(second.assets.map((asset: { name: string }) => asset.name)).toEqual(['breakfast-room.jpg']);
    expect(second.nextCursor).toBeNull();

    const tags = await call('GET', `/api/hotels/${hotel.id}/assets/tags`, undefined, user);
    expect(tags.json().tags).toEqual([...tags.json().tags].sort());
    expect(tags.json().tags).toEqual(expect.arrayContaining(['featured', 'sea view']));
  });

  it('edits name, category (Property included) and tags', async () => {
    const created = (
      await upload(given.owner, given.hotelId, 'facade.jpg', 'image/jpeg', await photo(300))
    ).json().asset;
    const response = await call('PATCH', `/api/hotels/${given.hotelId}/assets/${created.id}`, {
      name: 'Front of the house',
      category: 'Property',
      tags: ['exterior', ' evening ', 'exterior'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().asset).toMatchObject({
      name: 'Front of the house',
      category: 'Property',
      tags: ['evening', 'exterior'],
    });
    expect(
      (
        await call('PATCH', `/api/hotels/${given.hotelId}/assets/${created.id}`, {
          name: 'x',
          category: 'Castle',
          tags: [],
        })
      ).statusCode,
    ).toBe(400);
  });

  it('moves the photo to the trash and logs it; deleted permanently, the row, tags and all three files go', async () => {
    const created = (
      await upload(given.owner, given.hotelId, 'old.jpg', 'image/jpeg', await photo(301), { tags: 'old' })
    ).json().asset;
    const response = await call('DELETE', `/api/hotels/${given.hotelId}/assets/${created.id}`);
    expect(response.statusCode).toBe(204);
    const forGood = await call('DELETE', `/api/hotels/${given.hotelId}/trash/assets/${created.id}`);
    expect(forGood.statusCode).toBe(204);
    expect(
      await given.testApp.context.db.select().from(assetTags).where(eq(assetTags.assetId, created.id)),
    ).toHaveLength(0);
    for (const url of [created.url, created.thumbUrl, created.galleryUrl]) {
      expect((await given.testApp.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    const logged = await given.testApp.context.db
      .select()
      .from(activities)
      .where(eq(activities.entityId, created.id));
    expect(logged.map((row) => row.kind)).toContain('asset_delete');
    const again = await call('DELETE', `/api/hotels/${given.hotelId}/assets/${created.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('Asset not found');
    await expectNoOrphans(given.hotelId);
  });

  it('deleting the hotel removes its assets’ files', async () => {
    const user = await buildUser(given.testApp);
    await buildHotel(given.testApp, user.id, { type: 'chain' });
    const second = await buildHotel(given.testApp, user.id, { type: 'chain' });
    await upload(user, second.id, 'a.jpg', 'image/jpeg', await photo(400));
    expect(storedAssetFiles(given.testApp, second.id)).toHaveLength(3);
    await call('DELETE', `/api/hotels/${second.id}`, undefined, user);
    expect(storedAssetFiles(given.testApp, second.id)).toEqual([]);
  });
});
