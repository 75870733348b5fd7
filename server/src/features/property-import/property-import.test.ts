import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportRunView } from '@common/import/schemas';
import { importTexts } from '@common/import/texts';
import { bookingReplies, startBookingFake, type BookingFake } from '@e2e/fakes/booking-fake';
import { bookingFixture, fixtureFacts, photoUrl } from '@e2e/fakes/booking-fixture';
import {
  assets,
  assetTags,
  features,
  hotelDescriptions,
  hotelFeatures,
  hotelLocations,
  hotels,
  propertyAssets,
  roomAssets,
  rooms,
  templateImages,
  templates,
  templateTags,
} from '../../db/schema';
import { storedAssetFiles } from '../../../test/asset-files';
import { buildHotel, buildUser, type SignedInUser } from '../../../test/factories';
import { buildTestApp, testAppUrl, type TestApp } from '../../../test/test-app';

let fake: BookingFake;
let testApp: TestApp;
let owner: SignedInUser;

beforeAll(async () => {
  fake = await startBookingFake();
  testApp = await buildTestApp(fake.environment);
  owner = await buildUser(testApp);
});
afterAll(async () => {
  await testApp?.close();
  await fake?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, user = owner) =>
  testApp.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { cookie: user.cookie, origin: testAppUrl },
  });

const db = () => testApp.context.db;

/** Starts an import and follows it as the page does, until it has finished. */
async function importProperty(hotelId: string, url = fixtureFacts.propertyUrl): Promise<ImportRunView> {
  const started = await call('POST', `/api/hotels/${hotelId}/import`, { url });
  expect(started.statusCode, started.body).toBe(202);
  const run = started.json<{ import: ImportRunView }>().import;
  expect(run.status).toBe('running');
  return waitForImport(hotelId, run.id);
}

async function waitForImport(hotelId: string, importId: string, user = owner): Promise<ImportRunView> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const response = await call('GET', `/api/hotels/${hotelId}/import/${importId}`, undefined, user);
    expect(response.statusCode).toBe(200);
    const run = response.json<{ import: ImportRunView }>().import;
    if (run.status !== 'running') return run;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the import did not finish within 60 s');
}

const statuses = (run: ImportRunView) => Object.fromEntries(run.items.map((item) => [item.key, item.status]));

async function rowCounts(hotelId: string) {
  const count = async (query: Promise<Array<{ count: number }>>) => (await query)[0]?.count ?? 0;
  const counted = { count: sql<number>`count(*)::int` };
  return {
    assets: await count(db().select(counted).from(assets).where(eq(assets.hotelId, hotelId))),
    rooms: await count(db().select(counted).from(rooms).where(eq(rooms.hotelId, hotelId))),
    descriptions: await count(
      db().select(counted).from(hotelDescriptions).where(eq(hotelDescriptions.hotelId, hotelId)),
    ),
    switches: await count(db().select(counted).from(hotelFeatures).where(eq(hotelFeatures.hotelId, hotelId))),
    ownFeatures: await count(db().select(counted).from(features).where(eq(features.hotelId, hotelId))),
    templates: await count(db().select(counted).from(templates).where(eq(templates.hotelId, hotelId))),
    propertyLinks: await count(
      db().select(counted).from(propertyAssets).where(eq(propertyAssets.hotelId, hotelId)),
    ),
  };
}

const nothingImported = {
  assets: 0,
  rooms: 0,
  descriptions: 0,
  switches: 0,
  ownFeatures: 0,
  templates: 0,
  propertyLinks: 0,
};

/** The photo id a stored asset came from: its alt text, else its place in the listing ('… photo N'). */
async function assetsByName(hotelId: string) {
  const rows = await db()
    .select({ id: assets.id, name: assets.name, category: assets.category })
    .from(assets)
    .where(eq(assets.hotelId, hotelId));
  return new Map(rows.map((row) => [row.name, row]));
}

describe('importing the fixture property', () => {
  let hotelId: string;
  let run: ImportRunView;
  beforeAll(async () => {
    hotelId = (await buildHotel(testApp, owner.id, { name: 'Mein Hotel' })).id;
    run = await importProperty(hotelId);
  }, 120_000);

  it('succeeds with every item done and tells what it brought in', () => {
    expect(run.status).toBe('succeeded');
    expect(run.error).toBeNull();
    expect(statuses(run)).toEqual({
      hotel: 'success',
      images: 'success',
      rooms: 'success',
      features: 'success',
    });
    expect(run.items.every((item) => item.percent === 100)).toBe(true);
    expect(run.result).toMatchObject({
      hotelName: 'Art House Basel',
      numberOfRooms: fixtureFacts.roomCountWithInventory,
      description: true,
      photos: { imported: fixtureFacts.photoCount, alreadyThere: 0, skipped: 0 },
      rooms: { added: fixtureFacts.roomNames.length, alreadyThere: 0 },
      features: {
        matched: fixtureFacts.facilityTitles.inCatalogue.length,
        added: fixtureFacts.facilityTitles.new.length,
      },
    });
    expect(run.result?.defaultTemplateId).toEqual(expect.any(String));
  });

  it('asked the data API once, with the key, the API host and the property address', () => {
    const request = fake.requests.find((entry) => entry.url === fixtureFacts.propertyUrl);
    expect(request).toMatchObject({
      path: '/web/stays/details-by-url',
      apiKey: fake.apiKey,
      apiHost: new URL(fake.apiUrl).host,
    });
  });

  it('names the hotel and its location after the property and stores its English description', async () => {
    const [hotel] = await db().select().from(hotels).where(eq(hotels.id, hotelId));
    expect(hotel?.name).toBe('Art House Basel');
    expect(hotel?.numberOfRooms).toBe(4);
    const [location] = await db().select().from(hotelLocations).where(eq(hotelLocations.hotelId, hotelId));
    expect(location?.name).toBe('Art House Basel');
    const descriptions = await db()
      .select({ language: hotelDescriptions.language, content: hotelDescriptions.content })
      .from(hotelDescriptions)
      .where(eq(hotelDescriptions.hotelId, hotelId));
    expect(descriptions).toEqual([{ language: 'en', content: fixtureFacts.description }]);
  });

  it('stores every photo once, with files and renditions, as Room Photos or Property', async () => {
    const stored = await assetsByName(hotelId);
    expect(stored.size).toBe(fixtureFacts.photoCount);
    expect(storedAssetFiles(testApp, hotelId)).toHaveLength(fixtureFacts.photoCount * 3);
    const roomPhotoIds = new Set(Object.values(fixtureFacts.photoIdsByRoom).flat());
    const expectedRoomPhotos = fixtureFacts.photoIds.filter((id) => roomPhotoIds.has(id)).length;
    const categories = [...stored.values()].map((asset) => asset.category);
    expect(categories.filter((category) => category === 'Room Photos')).toHaveLength(expectedRoomPhotos);
    expect(categories.filter((category) => category === 'Property')).toHaveLength(
      fixtureFacts.propertyPhotoIds.length,
    );
    expect(stored.get('Art House Basel facade on Steinenvorstadt')?.category).toBe('Property');
    expect(stored.get('Deluxe Suite living area')?.category).toBe('Room Photos');
    // Photos without alt text are named after the hotel and their place in the listing.
    expect(stored.get('Art House Basel photo 2')?.category).toBe('Property');
  });

  it('tags the first 3 photos of each kind featured and the first photo of each room cover', async () => {
    const tagged = await db()
      .select({
        name: assets.name,
        category: assets.category,
        tag: assetTags.tag,
        createdAt: assets.createdAt,
      })
      .from(assetTags)
      .innerJoin(assets, eq(assets.id, assetTags.assetId))
      .where(eq(assets.hotelId, hotelId));
    const featured = tagged.filter((row) => row.tag === 'featured');
    expect(
      featured
        .filter((row) => row.category === 'Property')
        .map((row) => row.name)
        .sort(),
    ).toEqual(
      [
        'Art House Basel facade on Steinenvorstadt',
        'Art House Basel photo 2',
        'Lobby with the current exhibition',
      ].sort(),
    );
    expect(
      featured
        .filter((row) => row.category === 'Room Photos')
        .map((row) => row.name)
        .sort(),
    ).toEqual(['Single Room', 'Double Room with City View', 'Art House Basel photo 7'].sort());
    const covers = tagged.filter((row) => row.tag === 'cover').map((row) => row.name);
    expect(covers).toHaveLength(fixtureFacts.roomNames.length);
    expect(covers).toEqual(
      expect.arrayContaining(['Single Room', 'Deluxe Suite living area', 'Studio kitchenette']),
    );
  });

  it('adds the rooms with guessed types, marketplace ids, and their photos with the first as cover', async () => {
    const imported = await db()
      .select({ id: rooms.id, name: rooms.name, type: rooms.type, bookingRoomIds: rooms.bookingRoomIds })
      .from(rooms)
      .where(eq(rooms.hotelId, hotelId));
    expect(Object.fromEntries(imported.map((room) => [room.name, room.type]))).toEqual(
      fixtureFacts.roomTypes,
    );
    for (const room of imported) {
      expect(room.bookingRoomIds).toBe(fixtureFacts.bookingRoomIdByName[room.name]);
      const links = await db()
        .select({ name: assets.name, isCover: roomAssets.isCover, displayOrder: roomAssets.displayOrder })
        .from(roomAssets)
        .innerJoin(assets, eq(assets.id, roomAssets.assetId))
        .where(eq(roomAssets.roomId, room.id))
        .orderBy(asc(roomAssets.displayOrder));
      const expected = fixtureFacts.photoIdsByRoom[room.name] ?? [];
      expect(links, room.name).toHaveLength(expected.length);
      expect(links.map((link) => link.displayOrder)).toEqual(expected.map((_, index) => index));
      expect(links.map((link) => link.isCover)).toEqual(expected.map((_, index) => index === 0));
    }
  });

  it('puts the property photos in the hotel gallery in listing order, the first as cover at 0', async () => {
    const links = await db()
      .select({
        name: assets.name,
        isCover: propertyAssets.isCover,
        displayOrder: propertyAssets.displayOrder,
      })
      .from(propertyAssets)
      .innerJoin(assets, eq(assets.id, propertyAssets.assetId))
      .where(eq(propertyAssets.hotelId, hotelId))
      .orderBy(asc(propertyAssets.displayOrder));
    expect(links).toHaveLength(fixtureFacts.propertyPhotoIds.length);
    expect(links[0]).toEqual({
      name: 'Art House Basel facade on Steinenvorstadt',
      isCover: true,
      displayOrder: 0,
    });
    expect(links.slice(1).every((link) => !link.isCover)).toBe(true);
    expect(links.map((link) => link.displayOrder)).toEqual(links.map((_, index) => index));
  });

  it('switches on the facilities: catalogue ones matched, the others added as the hotel’s own', async () => {
    const switched = await db()
      .select({ name: features.name, hotelId: features.hotelId, subcategoryId: features.subcategoryId })
      .from(hotelFeatures)
      .innerJoin(features, eq(features.id, hotelFeatures.featureId))
      .where(and(eq(hotelFeatures.hotelId, hotelId), eq(hotelFeatures.active, true)));
    const own = switched.filter((row) => row.hotelId === hotelId);
    expect(own.map((row) => row.name).sort()).toEqual([...fixtureFacts.facilityTitles.new].sort());
    expect(own.find((row) => row.name === 'Art gallery')?.subcategoryId).toBe('general');
    const catalogueNames = switched.filter((row) => row.hotelId === null).map((row) => row.name);
    expect(catalogueNames).toHaveLength(fixtureFacts.facilityTitles.inCatalogue.length);
    expect(catalogueNames).toEqual(expect.arrayContaining(['Free WiFi', 'Restaurant', 'Fitness centre']));

    // The content page lists the hotel's own entries with the catalogue's, switched on.
    const list = await call('GET', `/api/hotels/${hotelId}/features`);
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('Rooftop terrace cinema');
  });

  it('makes the published default template with the property photos, valid for 30 days', async () => {
    const [template] = await db().select().from(templates).where(eq(templates.hotelId, hotelId));
    expect(template).toMatchObject({ name: 'Default', category: 'default', isPublished: true });
    const start = new Date(`${template?.startDate}T00:00:00Z`).getTime();
    const end = new Date(`${template?.endDate}T00:00:00Z`).getTime();
    expect((end - start) / 86_400_000).toBe(30);
    const tags = await db()
      .select({ tag: templateTags.tag })
      .from(templateTags)
      .where(eq(templateTags.templateId, template?.id as string));
    expect(tags).toEqual([{ tag: 'default' }]);
    const images = await db()
      .select({ assetId: templateImages.assetId })
      .from(templateImages)
      .where(eq(templateImages.templateId, template?.id as string));
    expect(images).toHaveLength(fixtureFacts.propertyPhotoIds.length);
  });

  it('a second import of the same property adds nothing twice and keeps what the user changed', async () => {
    const [studio] = await db()
      .select({ id: rooms.id })
      .from(rooms)
      .where(and(eq(rooms.hotelId, hotelId), eq(rooms.name, 'Studio Apartment')));
    await db()
      .update(rooms)
      .set({ name: 'Atelier Studio' })
      .where(eq(rooms.id, studio?.id as string));
    const before = await rowCounts(hotelId);

    const again = await importProperty(hotelId);
    expect(again.status).toBe('succeeded');
    expect(again.result).toMatchObject({
      photos: { imported: 0, alreadyThere: fixtureFacts.photoCount, skipped: 0 },
      rooms: { added: 0, alreadyThere: fixtureFacts.roomNames.length },
      defaultTemplateId: null,
    });
    expect(await rowCounts(hotelId)).toEqual(before);
    expect(storedAssetFiles(testApp, hotelId)).toHaveLength(fixtureFacts.photoCount * 3);
    const [renamed] = await db()
      .select({ name: rooms.name })
      .from(rooms)
      .where(eq(rooms.id, studio?.id as string));
    expect(renamed?.name).toBe('Atelier Studio');
  }, 60_000);

  it('the latest import is the one the page shows after a reload', async () => {
    const latest = await call('GET', `/api/hotels/${hotelId}/import`);
    expect(latest.statusCode).toBe(200);
    expect(latest.json().import).toMatchObject({ status: 'succeeded', hotelId });
  });

  it('another hotel cannot switch the hotel’s own features', async () => {
    const [own] = await db().select({ id: features.id }).from(features).where(eq(features.hotelId, hotelId));
    const otherHotel = await buildHotel(testApp, owner.id);
    const response = await call('PUT', `/api/hotels/${otherHotel.id}/features/${own?.id}`, { active: true });
    expect(response.statusCode).toBe(404);
  });
});

describe('an import that fails', () => {
  it.each([
    ['401', bookingReplies.status(401), importTexts.invalidKey],
    ['403', bookingReplies.status(403), importTexts.accessDenied],
    ['404', bookingReplies.status(404), importTexts.hotelNotFound],
    ['429', bookingReplies.status(429), importTexts.tooManyRequests],
    ['500', bookingReplies.status(500), importTexts.fetchFailed],
    ['a reply that is not JSON', bookingReplies.notJson(), importTexts.fetchFailed],
    ['a reply with null data', bookingReplies.nullData(), importTexts.noData],
    ['a reply without data', bookingReplies.missingData(), importTexts.noData],
    ['an empty reply', bookingReplies.emptyObject(), importTexts.noData],
  ])('after %s says why in the spec’s words and writes nothing', async (_case, reply, message) => {
    const hotel = await buildHotel(testApp, owner.id, { name: 'Unverändert' });
    fake.reply(reply);
    const run = await importProperty(hotel.id);
    expect(run).toMatchObject({ status: 'failed', error: message, result: null });
    expect(run.items.find((item) => item.key === 'hotel')).toMatchObject({
      status: 'error',
      message: importTexts.itemFailed,
    });
    expect(statuses(run)).toMatchObject({ images: 'pending', rooms: 'pending', features: 'pending' });
    expect(await rowCounts(hotel.id)).toEqual(nothingImported);
    const [after] = await db().select({ name: hotels.name }).from(hotels).where(eq(hotels.id, hotel.id));
    expect(after?.name).toBe('Unverändert');
  });

  it('half way (the database refuses a room) leaves no rows and no files', async () => {
    const hotel = await buildHotel(testApp, owner.id, { name: 'Halbwegs' });
    const url = 'https://www.booking.com/hotel/ch/halfway.html';
    const fixture = bookingFixture(fake.imageHost);
    fake.setProperty(url, { ...fixture, hotelPhotos: (fixture.hotelPhotos ?? []).slice(0, 4) });
    // A real refusal by the database in the middle of the transaction (after the assets, before the features).
    await db().execute(
      sql.raw(`alter table rooms add constraint refuse_studio check (name <> 'Studio Apartment') not valid`),
    );
    try {
      const run = await importProperty(hotel.id, url);
      expect(run).toMatchObject({ status: 'failed', error: importTexts.importFailed });
      expect(statuses(run)).toEqual({ hotel: 'error', images: 'error', rooms: 'error', features: 'error' });
      expect(await rowCounts(hotel.id)).toEqual(nothingImported);
      expect(storedAssetFiles(testApp, hotel.id)).toEqual([]);
    } finally {
      await db().execute(sql.raw('alter table rooms drop constraint refuse_studio'));
    }
  });

  it('skips photos that are HTML, missing, redirected, oversize or on another host, and imports the rest', async () => {
    const hotel = await buildHotel(testApp, owner.id);
    const url = 'https://www.booking.com/hotel/ch/misbehaving.html';
    const fixture = bookingFixture(fake.imageHost);
    const [html, missing, redirected, oversize, good1, good2] = (fixture.hotelPhotos ?? [])
      .slice(0, 6)
      .map((photo) => ({
        ...photo,
        associated_rooms: [],
      }));
    const foreign = {
      ...good2!,
      id: 1,
      highres_url: photoUrl(fake.otherImageHost, fixtureFacts.photoIds[7] as number),
      large_url: undefined,
    };
    fake.setProperty(url, {
      ...fixture,
      hotelPhotos: [html, missing, redirected, oversize, good1, good2, foreign] as typeof fixture.hotelPhotos,
    });
    const pathOf = (photo: { highres_url?: string; large_url?: string } | undefined) =>
      new URL((photo?.highres_url ?? photo?.large_url) as string).pathname;
    fake.setImageMode({ kind: 'html' }, pathOf(html));
    fake.setImageMode({ kind: 'not-found' }, pathOf(missing));
    fake.setImageMode({ kind: 'redirect' }, pathOf(redirected));
    fake.setImageMode({ kind: 'oversize', bytes: 12 * 1024 * 1024 }, pathOf(oversize));
    fake.imageRequests.length = 0;
    try {
      const run = await importProperty(hotel.id, url);
      expect(run.status).toBe('succeeded');
      expect(run.result?.photos).toEqual({ imported: 2, alreadyThere: 0, skipped: 5 });
      expect(run.items.find((item) => item.key === 'images')?.message).toBe(
        '2 photos, 5 could not be imported',
      );
      expect((await rowCounts(hotel.id)).assets).toBe(2);
      expect(storedAssetFiles(testApp, hotel.id)).toHaveLength(6);
      // Neither the redirect's target nor the foreign photo's host was ever asked.
      expect(fake.imageRequests.filter((request) => request.host === fake.otherImageHost)).toEqual([]);
    } finally {
      fake.reset();
    }
  });
});

describe('starting an import', () => {
  // A user starts at most 20 imports an hour: this block's user has its own count.
  let starter: SignedInUser;
  beforeAll(async () => {
    starter = await buildUser(testApp);
  });
  const start = (hotelId: string, body: unknown) =>
    call('POST', `/api/hotels/${hotelId}/import`, body, starter);
  it.each([
    ['no address', {}, importTexts.missingUrl],
    ['an address that is not text', { url: 42 }, importTexts.missingUrl],
    ['a blank address', { url: '   ' }, importTexts.missingUrl],
    ['another site', { url: 'https://www.expedia.com/hotel/ch/x.html' }, importTexts.invalidUrl],
    [
      'a look-alike host',
      { url: 'https://www.booking.com.evil.example/hotel/ch/x.html' },
      importTexts.invalidUrl,
    ],
    [
      'a page that is not a property',
      { url: 'https://www.booking.com/searchresults.html' },
      importTexts.invalidUrl,
    ],
    ['credentials', { url: 'https://user:pw@www.booking.com/hotel/ch/x.html' }, importTexts.invalidUrl],
    ['an odd port', { url: 'https://www.booking.com:8443/hotel/ch/x.html' }, importTexts.invalidUrl],
    ['encoded dots', { url: 'https://www.booking.com/hotel/%2e%2e/%2e%2e/x.html' }, importTexts.invalidUrl],
  ])('with %s is refused with the spec’s text', async (_case, body, message) => {
    const hotel = await buildHotel(testApp, starter.id);
    const response = await start(hotel.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation', message, fields: { url: message } });
    expect(
      (await call('GET', `/api/hotels/${hotel.id}/import`, undefined, starter)).json().import,
    ).toBeNull();
  });

  it('twice at once for one hotel starts one import; the second is told one is running', async () => {
    const hotel = await buildHotel(testApp, starter.id);
    const fixture = bookingFixture(fake.imageHost);
    fake.reply(bookingReplies.property({ ...fixture, hotelPhotos: [] }, 500));
    const answers = await Promise.all([
      start(hotel.id, { url: fixtureFacts.propertyUrl }),
      start(hotel.id, { url: fixtureFacts.propertyUrl }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json().error.message).toBe(importTexts.alreadyRunning);
    const started = answers.find((answer) => answer.statusCode === 202)?.json().import as ImportRunView;
    expect((await waitForImport(hotel.id, started.id, starter)).status).toBe('succeeded');
  });

  it('more than 20 starts an hour by one user are refused, whatever the hotel', async () => {
    const busy = await buildUser(testApp);
    const hotel = await buildHotel(testApp, busy.id);
    const tries = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      tries.push((await call('POST', `/api/hotels/${hotel.id}/import`, { url: 'x' }, busy)).statusCode);
    }
    expect(tries.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(tries[20]).toBe(429);
  });

  it('answers 404 for an unknown or malformed import id', async () => {
    const hotel = await buildHotel(testApp, starter.id);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '..%2F..%2Fetc']) {
      const response = await call('GET', `/api/hotels/${hotel.id}/import/${id}`, undefined, starter);
      expect(response.statusCode, id).toBe(404);
    }
  });

  it('says that import is not configured on a server without the data API, and /api/config tells the page', async () => {
    const plain = await buildTestApp();
    try {
      const user = await buildUser(plain);
      const hotel = await buildHotel(plain, user.id);
      const response = await plain.app.inject({
        method: 'POST',
        url: `/api/hotels/${hotel.id}/import`,
        payload: { url: fixtureFacts.propertyUrl },
        headers: { cookie: user.cookie, origin: testAppUrl },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.message).toBe(importTexts.notConfigured);
      expect(response.json().error.message).toContain('not configured');
      expect((await plain.app.inject({ method: 'GET', url: '/api/config' })).json().propertyImport).toBe(
        false,
      );
    } finally {
      await plain.close();
    }
    expect((await testApp.app.inject({ method: 'GET', url: '/api/config' })).json().propertyImport).toBe(
      true,
    );
  });

  it('a stopping app ends its running import as failed and removes what it stored', async () => {
    const second = await buildTestApp(fake.environment, { database: testApp.context.database });
    const hotel = await buildHotel(second, owner.id);
    fake.reply(bookingReplies.property(bookingFixture(fake.imageHost), 300));
    const started = await second.app.inject({
      method: 'POST',
      url: `/api/hotels/${hotel.id}/import`,
      payload: { url: fixtureFacts.propertyUrl },
      headers: { cookie: owner.cookie, origin: testAppUrl },
    });
    expect(started.statusCode).toBe(202);
    await second.close();
    const run = (await call('GET', `/api/hotels/${hotel.id}/import/${started.json().import.id}`)).json()
      .import as ImportRunView;
    expect(run.status).toBe('failed');
    expect(await rowCounts(hotel.id)).toEqual(nothingImported);
    const [{ count } = { count: -1 }] = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(assets)
      .where(inArray(assets.hotelId, [hotel.id]));
    expect(count).toBe(0);
  });
});
