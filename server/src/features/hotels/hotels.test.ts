import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelLocations, hotels } from '../../db/schema';
import { buildHotel, buildUser, type SignedInUser } from '../../../test/factories';
import { contentRowCounts, fillHotelContent } from '../../../test/hotel-content';
import { buildTestApp, requestAs, testAppUrl, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const hotelBody = {
  name: 'Stadthotel Mitte',
  website: 'stadthotel.example',
  address: 'Hauptstrasse 5',
  city: 'Berlin',
  country: 'Germany',
};

const call = (user: SignedInUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  testApp.app.inject({ method, url, payload, headers: { cookie: user.cookie, origin: testAppUrl } });

describe('adding hotels', () => {
  it('lets a chain add a hotel of type chain with business as default category and a normalised website', async () => {
    const user = await buildUser(testApp);
    await buildHotel(testApp, user.id, { type: 'chain' });
    const response = await call(user, 'POST', '/api/hotels', hotelBody);
    expect(response.statusCode).toBe(201);
    expect(response.json().hotel).toMatchObject({
      name: 'Stadthotel Mitte',
      website: 'https://stadthotel.example',
      type: 'chain',
      category: 'business',
      location: {
        address: 'Hauptstrasse 5',
        city: 'Berlin',
        country: 'Germany',
        countryCode: 'DE',
        postalCode: null,
      },
    });
    const [location] = await testApp.context.db
      .select()
      .from(hotelLocations)
      .where(eq(hotelLocations.hotelId, response.json().hotel.id));
    expect(location?.name).toBe('Stadthotel Mitte');
  });

  it('refuses an individual hotel owner', async () => {
    const user = await buildUser(testApp);
    await buildHotel(testApp, user.id, { type: 'individual' });
    const response = await call(user, 'POST', '/api/hotels', hotelBody);
    expect(response.statusCode).toBe(403);
    expect(await testApp.context.db.select().from(hotels).where(eq(hotels.userId, user.id))).toHaveLength(1);
  });

  it.each([
    [{ ...hotelBody, name: '   ' }, 'name'],
    [{ ...hotelBody, address: '' }, 'address'],
    [{ ...hotelBody, city: ' ' }, 'city'],
    [{ ...hotelBody, country: '' }, 'country'],
    [{ ...hotelBody, website: '' }, 'website'],
    [{ ...hotelBody, category: 'castle' }, 'category'],
  ])('refuses blank or unknown fields (%j) and stores nothing', async (body, field) => {
    const user = await buildUser(testApp);
    await buildHotel(testApp, user.id, { type: 'chain' });
    const response = await call(user, 'POST', '/api/hotels', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBeTruthy();
    expect(await testApp.context.db.select().from(hotels).where(eq(hotels.userId, user.id))).toHaveLength(1);
  });
});

describe('editing hotels', () => {
  it('updates the hotel and its location, whose name mirrors the hotel', async () => {
    const user = await buildUser(testApp);
    const hotel = await buildHotel(testApp, user.id);
    const response = await call(user, 'PUT', `/api/hotels/${hotel.id}`, {
      ...hotelBody,
      category: 'luxury',
      postalCode: '10115',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().hotel).toMatchObject({
      name: 'Stadthotel Mitte',
      category: 'luxury',
      type: 'individual',
    });
    const [location] = await testApp.context.db
      .select()
      .from(hotelLocations)
      .where(eq(hotelLocations.hotelId, hotel.id));
    expect(location).toMatchObject({ name: 'Stadthotel Mitte', postalCode: '10115', city: 'Berlin' });
  });

  it('answers 404 for an id that is not a hotel of the user, even a malformed one', async () => {
    const user = await buildUser(testApp);
    expect((await call(user, 'PUT', '/api/hotels/not-a-uuid', hotelBody)).statusCode).toBe(404);
  });
});

describe('countries and the chain name', () => {
  it("gives a hotel added in settings the chain's name, and stores the chosen country's code", async () => {
    const user = await buildUser(testApp);
    await buildHotel(testApp, user.id, { type: 'chain', chainName: 'Alpen Hotels' });
    const response = await requestAs(testApp, user, 'POST', '/api/hotels', { ...hotelBody, country: 'CH' });
    expect(response.statusCode).toBe(201);
    expect(response.json().hotel).toMatchObject({
      chainName: 'Alpen Hotels',
      location: { country: 'Switzerland', countryCode: 'CH' },
    });
  });

  it('keeps a free-text country from before the list as it is until the hotel is saved with a code', async () => {
    const user = await buildUser(testApp);
    const hotel = await buildHotel(testApp, user.id);
    await testApp.context.db
      .update(hotelLocations)
      .set({ country: 'Bavaria', countryCode: null })
      .where(eq(hotelLocations.hotelId, hotel.id));
    const listed = await requestAs(testApp, user, 'GET', '/api/hotels');
    expect(listed.json().hotels[0].location).toMatchObject({ country: 'Bavaria', countryCode: null });
    const refused = await requestAs(testApp, user, 'PUT', `/api/hotels/${hotel.id}`, {
      ...hotelBody,
      country: 'Bavaria',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.country).toBe('Please choose a country from the list');
    const saved = await requestAs(testApp, user, 'PUT', `/api/hotels/${hotel.id}`, {
      ...hotelBody,
      country: 'DE',
    });
    expect(saved.json().hotel.location).toMatchObject({ country: 'Germany', countryCode: 'DE' });
  });

  it('names the address field as onboarding does', async () => {
    const user = await buildUser(testApp);
    const hotel = await buildHotel(testApp, user.id);
    const response = await requestAs(testApp, user, 'PUT', `/api/hotels/${hotel.id}`, {
      ...hotelBody,
      address: ' ',
    });
    expect(response.json().error.fields.address).toBe('Address is required');
  });
});

describe('deleting hotels', () => {
  it('deletes one of several chain hotels with its location, content and files', async () => {
    const user = await buildUser(testApp);
    const first = await buildHotel(testApp, user.id, { type: 'chain' });
    const second = await buildHotel(testApp, user.id, { type: 'chain' });
    const kept = await fillHotelContent(testApp, user, first.id);
    const { roomId } = await fillHotelContent(testApp, user, second.id);
    const filled = await contentRowCounts(testApp, second.id, [roomId]);
    expect(Object.keys(filled)).toEqual(
      expect.arrayContaining(['otas', 'ota_contexts', 'alpinebits_connections', 'alpinebits_push_runs']),
    );
    expect(Object.values(filled).every((count) => count > 0)).toBe(true);
    const fileKey = `hotel-assets/${second.id}/photo.jpg`;
    await testApp.context.storage.put(fileKey, Buffer.from('jpeg'), { contentType: 'image/jpeg' });
    const response = await call(user, 'DELETE', `/api/hotels/${second.id}`);
    expect(response.statusCode).toBe(204);
    expect(await testApp.context.db.select().from(hotels).where(eq(hotels.id, second.id))).toHaveLength(0);
    expect(
      await testApp.context.db.select().from(hotelLocations).where(eq(hotelLocations.hotelId, second.id)),
    ).toHaveLength(0);
    expect(await testApp.context.storage.exists(fileKey)).toBe(false);
    expect(
      Object.values(await contentRowCounts(testApp, second.id, [roomId])).every((count) => count === 0),
    ).toBe(true);
    // The other hotel keeps all of its content.
    expect(await contentRowCounts(testApp, first.id, [kept.roomId])).toEqual(filled);
  });

  it('refuses to delete the last hotel', async () => {
    const user = await buildUser(testApp);
    const only = await buildHotel(testApp, user.id, { type: 'chain' });
    const response = await call(user, 'DELETE', `/api/hotels/${only.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('You cannot delete your only hotel.');
  });

  it('refuses when the first hotel is not a chain', async () => {
    const user = await buildUser(testApp);
    await buildHotel(testApp, user.id, { type: 'individual' });
    const second = await buildHotel(testApp, user.id, { type: 'chain' });
    expect((await call(user, 'DELETE', `/api/hotels/${second.id}`)).statusCode).toBe(403);
  });
});
