import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportRunView } from '@common/import/schemas';
import { fixtureFacts } from '@e2e/fakes/booking-fixture';
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
import { buildHotel } from '../../../test/factories';
import { importStatuses, useImportTestApp } from '../../../test/property-import';

const h = useImportTestApp();
const { call, db, importProperty, rowCounts } = h;

/** The Booking.com import of the fixture property through the real app (issue 14): what it writes, and again. */
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
    hotelId = (await buildHotel(h.testApp, h.owner.id, { name: 'Mein Hotel' })).id;
    run = await importProperty(hotelId);
  }, 120_000);

  it('succeeds with every item done and tells what it brought in', () => {
    expect(run.status).toBe('succeeded');
    expect(run.error).toBeNull();
    expect(importStatuses(run)).toEqual({
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
    const request = h.fake.requests.find((entry) => entry.url === fixtureFacts.propertyUrl);
    expect(request).toMatchObject({
      path: '/web/stays/details-by-url',
      apiKey: h.fake.apiKey,
      apiHost: new URL(h.fake.apiUrl).host,
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
    expect(storedAssetFiles(h.testApp, hotelId)).toHaveLength(fixtureFacts.photoCount * 3);
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

  it('keeps each room’s most guests, size and beds, leaving out a size out of range (issue 32)', async () => {
    const imported = await db()
      .select({
        name: rooms.name,
        maxOccupancy: rooms.maxOccupancy,
        sizeSqm: rooms.sizeSqm,
        beds: rooms.beds,
      })
      .from(rooms)
      .where(eq(rooms.hotelId, hotelId));
    expect(Object.fromEntries(imported.map(({ name, ...facts }) => [name, facts]))).toEqual(
      fixtureFacts.roomFactsByName,
    );
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
    expect(storedAssetFiles(h.testApp, hotelId)).toHaveLength(fixtureFacts.photoCount * 3);
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
    const otherHotel = await buildHotel(h.testApp, h.owner.id);
    const response = await call('PUT', `/api/hotels/${otherHotel.id}/features/${own?.id}`, { active: true });
    expect(response.statusCode).toBe(404);
  });
});
