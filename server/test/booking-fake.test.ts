import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingReplies, startBookingFake, type BookingFake } from '@e2e/fakes/booking-fake';
import {
  bookingPropertyWithPhotos,
  fixtureFacts,
  fixturePropertyUrl,
  photoBytes,
  photoUrl,
  type BookingPropertyData,
} from '@e2e/fakes/booking-fixture';
import { featureCatalogue } from '../src/features/hotel-features/catalogue';

// The fake Booking.com data API and image host the import tests rely on (e2e/fakes/booking-fake.ts).
let fake: BookingFake;

beforeAll(async () => {
  fake = await startBookingFake({ apiKey: 'right-key' });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

function askApi(propertyUrl: string, key = 'right-key') {
  return fetch(`${fake.apiUrl}/web/stays/details-by-url?url=${encodeURIComponent(propertyUrl)}`, {
    headers: { 'x-rapidapi-key': key, 'x-rapidapi-host': 'booking-com18.p.rapidapi.com' },
  });
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('data API', () => {
  it('refuses a wrong key with 401 and records what was sent', async () => {
    const response = await askApi(fixturePropertyUrl, 'wrong-key');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: expect.stringContaining('Invalid API key') });
    expect(fake.requests).toEqual([
      {
        method: 'GET',
        path: '/web/stays/details-by-url',
        url: fixturePropertyUrl,
        apiKey: 'wrong-key',
        apiHost: 'booking-com18.p.rapidapi.com',
      },
    ]);
  });

  it('answers the fixture for its URL in any language, 404 for an unknown property', async () => {
    const response = await askApi('https://www.booking.com/hotel/ch/art-house-basel.html');
    expect(response.status).toBe(200);
    const { status, data } = (await response.json()) as { status: boolean; data: BookingPropertyData };
    expect(status).toBe(true);
    expect(data.name).toBe('Art House Basel');
    expect(data.hotelTranslation?.[0]?.description).toBe(fixtureFacts.description);
    expect(data.hotelPhotos?.map((photo) => photo.id)).toEqual(fixtureFacts.photoIds);
    expect(data.hotelPhotos?.every((photo) => photo.large_url?.startsWith(`http://${fake.imageHost}/`))).toBe(
      true,
    );
    expect(data.roomsList?.map((room) => room.b_name)).toEqual(fixtureFacts.roomNames);
    expect(data.roomsList?.filter((room) => Boolean(room.b_has_room_inventory))).toHaveLength(4);
    expect(data.baseFacility?.map((facility) => facility.instances?.[0]?.title)).toEqual([
      ...fixtureFacts.facilityTitles.inCatalogue,
      ...fixtureFacts.facilityTitles.new,
    ]);

    expect((await askApi('https://www.booking.com/hotel/ch/unknown-hotel.en-gb.html')).status).toBe(404);
  });

  it('states facts that match its own reply and the feature catalogue', async () => {
    const { data } = (await (await askApi(fixturePropertyUrl)).json()) as { data: BookingPropertyData };
    for (const room of data.roomsList ?? []) {
      const shown = data.hotelPhotos?.filter((photo) => photo.associated_rooms?.includes(String(room.b_id)));
      expect(shown?.map((photo) => photo.id)).toEqual(fixtureFacts.photoIdsByRoom[room.b_name ?? '']);
    }
    const catalogueNames = featureCatalogue.flatMap((category) =>
      category.subcategories.flatMap((subcategory) => subcategory.features.map(([, name]) => name)),
    );
    expect(
      fixtureFacts.facilityTitles.inCatalogue.filter((title) => !catalogueNames.includes(title)),
    ).toEqual([]);
    expect(fixtureFacts.facilityTitles.new.filter((title) => catalogueNames.includes(title))).toEqual([]);
    expect(fixtureFacts.facilityTitles.inCatalogue.length + fixtureFacts.facilityTitles.new.length).toBe(30);
  });

  it('answers queued failures in order, then the fixture again', async () => {
    fake.reply(bookingReplies.status(429), bookingReplies.notJson(), bookingReplies.nullData());
    expect((await askApi(fixturePropertyUrl)).status).toBe(429);
    const notJson = await (await askApi(fixturePropertyUrl)).text();
    expect(() => JSON.parse(notJson)).toThrow();
    expect(await (await askApi(fixturePropertyUrl)).json()).toEqual({
      status: true,
      message: '',
      data: null,
    });
    expect((await askApi(fixturePropertyUrl)).status).toBe(200);
  });

  it('serves a property set for a URL, such as one with 2,000 photos', async () => {
    const url = 'https://www.booking.com/hotel/ch/big-house.en-gb.html';
    fake.setProperty(url, bookingPropertyWithPhotos(fake.imageHost, 2_000));
    const { data } = (await (await askApi(url)).json()) as { data: BookingPropertyData };
    expect(data.hotelPhotos).toHaveLength(2_000);
  });
});

describe('image host', () => {
  const firstPhoto = () => photoUrl(fake.imageHost, fixtureFacts.photoIds[0]!);

  it('serves distinct 2400x1600 JPEGs of 1 to 3 MB, also for large properties', async () => {
    const response = await fetch(firstPhoto());
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const served = Buffer.from(await response.arrayBuffer());
    expect(await sharp(served).metadata()).toMatchObject({ format: 'jpeg', width: 2400, height: 1600 });

    const fixturePhotos = await Promise.all(fixtureFacts.photoIds.map((id) => photoBytes(id)));
    expect(fixturePhotos[0]!.equals(served)).toBe(true);
    for (const photo of fixturePhotos) {
      expect(photo!.length).toBeGreaterThan(1_000_000);
      expect(photo!.length).toBeLessThan(3_000_000);
    }
    const bulk = bookingPropertyWithPhotos(fake.imageHost, 100).hotelPhotos ?? [];
    const bulkPhotos = await Promise.all([bulk[0]!, bulk[20]!].map((photo) => photoBytes(photo.id)));
    expect(await sharp(bulkPhotos[1]!).metadata()).toMatchObject({ width: 2400, height: 1600 });
    const hashes = new Set([...fixturePhotos, ...bulkPhotos].map((bytes) => sha256(bytes!)));
    expect(hashes.size).toBe(22);
  });

  it('misbehaves per photo until reset: HTML, 404, a redirect to the other host', async () => {
    const secondPhoto = photoUrl(fake.imageHost, fixtureFacts.photoIds[1]!);
    fake.setImageMode({ kind: 'html' }, firstPhoto());
    fake.setImageMode({ kind: 'not-found' }, secondPhoto);
    const html = await fetch(firstPhoto());
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toContain('text/html');
    expect((await fetch(secondPhoto)).status).toBe(404);

    // Without a photo the mode holds for every photo that has none of its own.
    fake.setImageMode({ kind: 'redirect' });
    const thirdPhoto = photoUrl(fake.imageHost, fixtureFacts.photoIds[2]!);
    const redirect = await fetch(thirdPhoto, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    const location = redirect.headers.get('location') ?? '';
    expect(new URL(location).host).toBe(fake.otherImageHost);
    expect((await fetch(location)).headers.get('content-type')).toBe('image/jpeg');

    fake.reset();
    expect((await fetch(firstPhoto())).headers.get('content-type')).toBe('image/jpeg');
  });

  it('streams an oversize body without a length', async () => {
    fake.setImageMode({ kind: 'oversize', bytes: 3_000_000 });
    const response = await fetch(firstPhoto());
    expect(response.headers.get('content-length')).toBeNull();
    expect((await response.arrayBuffer()).byteLength).toBe(3_000_000);
  });

  it('stalls after a few bytes until the client gives up', async () => {
    fake.setImageMode({ kind: 'stall', bytes: 500 }, firstPhoto());
    const response = await fetch(firstPhoto(), { signal: AbortSignal.timeout(800) });
    expect(response.status).toBe(200);
    let received = 0;
    const reader = response.body!.getReader();
    await expect(
      (async () => {
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
          received += chunk.value.length;
      })(),
    ).rejects.toThrow();
    expect(received).toBe(500);
  });

  it('limits bandwidth per response when asked, as a real CDN does', async () => {
    const throttled = await startBookingFake({ imageBytesPerSecond: 4_000_000 });
    try {
      const expected = await photoBytes(fixtureFacts.photoIds[0]!);
      const started = Date.now();
      const response = await fetch(photoUrl(throttled.imageHost, fixtureFacts.photoIds[0]!));
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.equals(expected!)).toBe(true);
      expect(Date.now() - started).toBeGreaterThanOrEqual((expected!.length / 4_000_000) * 1000 * 0.9);
    } finally {
      await throttled.close();
    }
  });
});
