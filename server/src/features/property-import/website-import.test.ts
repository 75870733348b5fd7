import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportRunView } from '@common/import/schemas';
import { alpenhofFacts, stadthotelFacts } from '@e2e/fakes/hotel-sites/alpenhof';
import { seeblickFacts } from '@e2e/fakes/hotel-sites/seeblick';
import {
  assets,
  features,
  hotelDescriptions,
  hotelFeatures,
  hotelPolicies,
  hotels,
  roomAssets,
  roomDescriptions,
  rooms,
} from '../../db/schema';
import { storedAssetFiles } from '../../../test/asset-files';
import { buildHotel } from '../../../test/factories';
import { importStatuses } from '../../../test/property-import';
import { useWebsiteImportTestApp } from '../../../test/website-import';

const h = useWebsiteImportTestApp();
const { db, rowCounts } = h;

/** The website import (issue 18) of the fixture sites through the real app, with no Booking.com key set. */
async function switchedOn(hotelId: string) {
  const rows = await db()
    .select({ name: features.name, own: features.hotelId, subcategoryId: features.subcategoryId })
    .from(hotelFeatures)
    .innerJoin(features, eq(features.id, hotelFeatures.featureId))
    .where(and(eq(hotelFeatures.hotelId, hotelId), eq(hotelFeatures.active, true)));
  return rows;
}

/** The policies the import stated: one choice per group, times as ranges (issue 31, point 6). */
async function policiesOf(hotelId: string) {
  const [row] = await db().select().from(hotelPolicies).where(eq(hotelPolicies.hotelId, hotelId));
  return (
    row && {
      pets: row.pets,
      checkIn: [row.checkInFrom, row.checkInUntil],
      checkOut: [row.checkOutFrom, row.checkOutUntil],
    }
  );
}

async function roomsOf(hotelId: string) {
  return db()
    .select({ id: rooms.id, name: rooms.name, type: rooms.type, bookingRoomIds: rooms.bookingRoomIds })
    .from(rooms)
    .where(eq(rooms.hotelId, hotelId))
    .orderBy(asc(rooms.createdAt), asc(rooms.name));
}

describe('importing a site with JSON-LD (Hotel with containsPlace rooms, a rooms page, a gallery)', () => {
  let hotelId: string;
  let run: ImportRunView;
  beforeAll(async () => {
    hotelId = (await buildHotel(h.testApp, h.owner.id, { name: 'Seeblick (Onboarding)' })).id;
    run = await h.importWebsite(hotelId, h.site('/seeblick/'));
  }, 120_000);

  it('succeeds, every item done, and says what it found where', () => {
    expect(run).toMatchObject({ status: 'succeeded', source: 'website', error: null });
    expect(importStatuses(run)).toEqual({
      hotel: 'success',
      images: 'success',
      rooms: 'success',
      features: 'success',
    });
    expect(run.result).toMatchObject({
      hotelName: 'Seeblick (Onboarding)',
      numberOfRooms: seeblickFacts.numberOfRooms,
      description: true,
      // The gallery's copy of a room photo under another address is the same photo: stored once.
      photos: { imported: 20, alreadyThere: 0, skipped: 0 },
      rooms: { added: 4, alreadyThere: 0 },
      found: seeblickFacts.found,
    });
  });

  it('keeps the name typed in onboarding and stores the description as plain text, in its language', async () => {
    const [hotel] = await db().select().from(hotels).where(eq(hotels.id, hotelId));
    expect(hotel).toMatchObject({ name: 'Seeblick (Onboarding)', numberOfRooms: 24 });
    const descriptions = await db()
      .select({ language: hotelDescriptions.language, content: hotelDescriptions.content })
      .from(hotelDescriptions)
      .where(eq(hotelDescriptions.hotelId, hotelId));
    // The site's text is German, and is stored as German (issue 37), not as the hotel's English default.
    expect(descriptions).toEqual([{ language: 'de', content: seeblickFacts.description }]);
  });

  it('adds the four rooms (three from the hotel, one from the rooms page) with their beds and photos', async () => {
    const added = await roomsOf(hotelId);
    expect(added.map((room) => room.name).sort()).toEqual([...seeblickFacts.roomNames].sort());
    expect(added.every((room) => room.bookingRoomIds === null)).toBe(true);
    expect(Object.fromEntries(added.map((room) => [room.name, room.type]))).toMatchObject({
      'Junior Suite': 'suite',
      Familiensuite: 'suite',
    });
    const [suite] = await db()
      .select({ content: roomDescriptions.content })
      .from(roomDescriptions)
      .innerJoin(rooms, eq(rooms.id, roomDescriptions.roomId))
      .where(and(eq(rooms.hotelId, hotelId), eq(rooms.name, 'Junior Suite')));
    expect(suite?.content).toBe('Wohnbereich mit Sofa.\n\nBeds: 1 Queen bed');
    for (const room of added) {
      const photos = await db()
        .select({ isCover: roomAssets.isCover, category: assets.category })
        .from(roomAssets)
        .innerJoin(assets, eq(assets.id, roomAssets.assetId))
        .where(eq(roomAssets.roomId, room.id))
        .orderBy(asc(roomAssets.displayOrder));
      expect(photos, room.name).toEqual([
        { isCover: true, category: 'Room Photos' },
        { isCover: false, category: 'Room Photos' },
      ]);
    }
  });

  it('keeps the rooms’ occupancy, size (square feet converted) and beds, out-of-range values and a unit’s numberOfRooms left out', async () => {
    const stored = await db()
      .select({
        name: rooms.name,
        maxOccupancy: rooms.maxOccupancy,
        sizeSqm: rooms.sizeSqm,
        roomCount: rooms.roomCount,
        beds: rooms.beds,
      })
      .from(rooms)
      .where(eq(rooms.hotelId, hotelId));
    expect(Object.fromEntries(stored.map(({ name, ...facts }) => [name, facts]))).toEqual(
      seeblickFacts.roomFacts,
    );
  });

  it('stores the photos with files and renditions: 8 room photos, 12 of the property', async () => {
    const stored = await db()
      .select({ category: assets.category, width: assets.width })
      .from(assets)
      .where(eq(assets.hotelId, hotelId));
    expect(stored).toHaveLength(20);
    expect(stored.filter((asset) => asset.category === 'Room Photos')).toHaveLength(8);
    expect(stored.filter((asset) => asset.category === 'Property')).toHaveLength(12);
    expect(stored.every((asset) => asset.width === 2400)).toBe(true);
    expect(storedAssetFiles(h.testApp, hotelId)).toHaveLength(20 * 3);
  });

  it('switches on the amenities and the policies; an amenity the site denies stays off', async () => {
    const switched = await switchedOn(hotelId);
    const names = switched.map((row) => row.name);
    expect(names).toEqual(
      expect.arrayContaining([...seeblickFacts.amenitiesInCatalogue, ...seeblickFacts.amenitiesNew]),
    );
    expect(await policiesOf(hotelId)).toEqual({
      pets: 'allowed',
      checkIn: ['15:00', null],
      checkOut: [null, '11:00'],
    });
    expect(names).not.toContain(seeblickFacts.amenityDenied);
    expect(switched.filter((row) => row.own !== null).map((row) => row.name)).toEqual([
      ...seeblickFacts.amenitiesNew,
    ]);
  });

  it('read the pages the gallery and rooms links name, not the imprint, nor what robots.txt forbids', () => {
    const paths = h.sites.requests.map((request) => request.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/seeblick/', '/seeblick/zimmer.html', '/seeblick/galerie.html']),
    );
    expect(paths).toContain('/robots.txt');
    expect(paths).not.toContain('/seeblick/impressum.html');
    expect(paths).not.toContain('/seeblick/intern/zimmer-preise.html');
    expect(new Set(h.sites.requests.map((request) => request.userAgent))).toEqual(
      new Set([expect.stringMatching(/^HotelContentStudio\//)]),
    );
  });

  it('a second import adds nothing twice and keeps what the user changed', async () => {
    const [double] = await roomsOf(hotelId);
    await db()
      .update(hotelDescriptions)
      .set({ content: 'Von mir geschrieben.' })
      .where(eq(hotelDescriptions.hotelId, hotelId));
    const before = await rowCounts(hotelId);
    const again = await h.importWebsite(hotelId, h.site('/seeblick/'));
    expect(again.result).toMatchObject({
      photos: { imported: 0, alreadyThere: 20, skipped: 0 },
      rooms: { added: 0, alreadyThere: 4 },
      defaultTemplateId: null,
    });
    expect(await rowCounts(hotelId)).toEqual(before);
    expect(storedAssetFiles(h.testApp, hotelId)).toHaveLength(20 * 3);
    const [description] = await db()
      .select({ content: hotelDescriptions.content })
      .from(hotelDescriptions)
      .where(eq(hotelDescriptions.hotelId, hotelId));
    expect(description?.content).toBe('Von mir geschrieben.');
    expect((await roomsOf(hotelId))[0]?.id).toBe(double?.id);
  }, 120_000);
});

describe('importing a site with microdata only, in windows-1252', () => {
  it('reads the hotel, its rooms, photos, amenities and policies', async () => {
    const hotel = await buildHotel(h.testApp, h.owner.id, { name: 'Alpenhof' });
    const run = await h.importWebsite(hotel.id, h.site('/alpenhof/'));
    expect(run.result).toMatchObject({
      photos: { imported: 5, alreadyThere: 0, skipped: 0 },
      rooms: { added: 2, alreadyThere: 0 },
      numberOfRooms: 2,
      found: alpenhofFacts.found,
    });
    expect((await roomsOf(hotel.id)).map((room) => room.name).sort()).toEqual(
      [...alpenhofFacts.roomNames].sort(),
    );
    const [description] = await db()
      .select({ content: hotelDescriptions.content })
      .from(hotelDescriptions)
      .where(eq(hotelDescriptions.hotelId, hotel.id));
    expect(description?.content).toBe(alpenhofFacts.description);
    const names = (await switchedOn(hotel.id)).map((row) => row.name);
    expect(names).toEqual(expect.arrayContaining(['Free parking', 'Garden']));
    expect(await policiesOf(hotel.id)).toEqual({
      pets: 'not-allowed',
      checkIn: ['14:00', null],
      checkOut: [null, '10:00'],
    });
  }, 60_000);
});

describe('importing a site with only OpenGraph tags and large images', () => {
  it('takes the preview description and the large photos, not the logo, icons or thumbnails', async () => {
    const hotel = await buildHotel(h.testApp, h.owner.id, { name: 'Stadthotel Mitte' });
    const run = await h.importWebsite(hotel.id, h.site('/stadthotel/'));
    expect(run.result).toMatchObject({
      hotelName: 'Stadthotel Mitte',
      photos: { imported: stadthotelFacts.photos.length, alreadyThere: 0, skipped: 0 },
      rooms: { added: 0, alreadyThere: 0 },
      found: stadthotelFacts.found,
    });
    const stored = await db()
      .select({ category: assets.category })
      .from(assets)
      .where(eq(assets.hotelId, hotel.id));
    expect(stored.every((asset) => asset.category === 'Property')).toBe(true);
    const [description] = await db()
      .select({ content: hotelDescriptions.content })
      .from(hotelDescriptions)
      .where(eq(hotelDescriptions.hotelId, hotel.id));
    expect(description?.content).toBe(stadthotelFacts.description);
    const asked = h.sites.requests.map((request) => request.path);
    expect(asked.filter((path) => path.startsWith('/stadthotel/'))).toEqual(['/stadthotel/']);
  }, 60_000);
});
