import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelLocations } from '../../db/schema';
import { buildHotel, buildUser, type SignedInUser } from '../../../test/factories';
import { buildTestApp, testAppUrl, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
let owner: SignedInUser;
beforeAll(async () => {
  testApp = await buildTestApp();
  owner = await buildUser(testApp);
});
afterAll(async () => {
  await testApp.close();
});

const call = (method: 'GET' | 'PUT', url: string, payload?: unknown) =>
  testApp.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { cookie: owner.cookie, origin: testAppUrl },
  });

describe('hotel area info', () => {
  it('shows the location and an empty text until one is saved', async () => {
    const hotel = await buildHotel(testApp, owner.id);
    const url = `/api/hotels/${hotel.id}/area`;
    expect((await call('GET', url)).json()).toEqual({
      location: { address: 'Dorfstrasse 1', postalCode: null, city: 'Zermatt', country: 'Switzerland' },
      text: '',
    });
    const saved = await call('PUT', url, { text: ' Near the station.\r\nSki lifts 5 minutes away. ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().text).toBe('Near the station.\nSki lifts 5 minutes away.');
    await call('PUT', url, { text: 'Second version' });
    expect((await call('GET', url)).json().text).toBe('Second version');
  });

  it('shows no location for a hotel without one', async () => {
    const hotel = await buildHotel(testApp, owner.id);
    await testApp.context.db.delete(hotelLocations).where(eq(hotelLocations.hotelId, hotel.id));
    expect((await call('GET', `/api/hotels/${hotel.id}/area`)).json()).toEqual({ location: null, text: '' });
  });

  it('refuses a text that is too long, NUL characters and a missing text', async () => {
    const hotel = await buildHotel(testApp, owner.id);
    const url = `/api/hotels/${hotel.id}/area`;
    const long = await call('PUT', url, { text: 'x'.repeat(5_001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe('The text about the area is too long');
    expect((await call('PUT', url, { text: 'a\u0000b' })).statusCode).toBe(400);
    expect((await call('PUT', url, {})).statusCode).toBe(400);
    expect((await call('PUT', url, { text: ['nested', { deep: true }] })).statusCode).toBe(400);
    expect((await call('GET', url)).json().text).toBe('');
  });

  it('answers 404 for a malformed or unknown hotel id', async () => {
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      expect((await call('GET', `/api/hotels/${id}/area`)).statusCode).toBe(404);
      expect((await call('PUT', `/api/hotels/${id}/area`, { text: 'x' })).statusCode).toBe(404);
    }
  });
});
