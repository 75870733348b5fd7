import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHotel, buildUser, type SignedInUser } from '../../../test/factories';
import { buildTestApp, requestAs, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const hotelBody = {
  name: 'Hotel Adler',
  website: 'hotel-adler.example',
  address: 'Seestraße 1',
  city: 'Lindau',
  country: 'Germany',
};

async function ownerWithHotel() {
  const user = await buildUser(testApp);
  const hotel = await buildHotel(testApp, user.id, { type: 'chain' });
  return { user, hotel };
}

const saveHotel = (user: SignedInUser, hotelId: string, payload: object) =>
  requestAs(testApp, user, 'PUT', `/api/hotels/${hotelId}`, { ...hotelBody, ...payload });

const listedHotel = async (user: SignedInUser, hotelId: string) =>
  (await requestAs(testApp, user, 'GET', '/api/hotels'))
    .json()
    .hotels.find((hotel: { id: string }) => hotel.id === hotelId);

describe("the hotel's contact facts (issue 32)", () => {
  it('stores the phone in E.164, read as a number of the hotel country, with the e-mail and star rating', async () => {
    const { user, hotel } = await ownerWithHotel();
    const response = await saveHotel(user, hotel.id, {
      phone: '08382 12345',
      reservationsEmail: ' booking@hotel-adler.example ',
      starRating: 4,
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      phone: '+49838212345',
      reservationsEmail: 'booking@hotel-adler.example',
      starRating: 4,
    };
    expect(response.json().hotel).toMatchObject(expected);
    expect(await listedHotel(user, hotel.id)).toMatchObject(expected);
  });

  it('keeps them when a client leaves them out, and clears them when sent empty', async () => {
    const { user, hotel } = await ownerWithHotel();
    await saveHotel(user, hotel.id, {
      phone: '+43 1 5124545',
      reservationsEmail: 'res@adler.example',
      starRating: 3,
    });
    const kept = await saveHotel(user, hotel.id, { name: 'Hotel Adler am See' });
    expect(kept.json().hotel).toMatchObject({
      phone: '+4315124545',
      reservationsEmail: 'res@adler.example',
      starRating: 3,
    });
    const cleared = await saveHotel(user, hotel.id, { phone: '', reservationsEmail: '', starRating: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().hotel).toMatchObject({ phone: null, reservationsEmail: null, starRating: null });
  });

  it('gives a hotel added in settings its contact facts', async () => {
    const { user } = await ownerWithHotel();
    const response = await requestAs(testApp, user, 'POST', '/api/hotels', {
      ...hotelBody,
      phone: '+49 8382 12345',
      starRating: 5,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().hotel).toMatchObject({
      phone: '+49838212345',
      reservationsEmail: null,
      starRating: 5,
    });
  });

  it.each([
    [
      'a number that is none in the hotel country',
      { phone: '12' },
      'phone',
      'Please enter a valid phone number: with + and the country code (for example +49 8821 123456), or as a number in Germany.',
    ],
    [
      'letters in the phone',
      { phone: 'call us' },
      'phone',
      'Phone numbers may contain digits, spaces and a leading + only.',
    ],
    [
      'an e-mail that is none',
      { reservationsEmail: 'booking at adler' },
      'reservationsEmail',
      'Please enter a valid e-mail address',
    ],
    ['six stars', { starRating: 6 }, 'starRating', 'The star rating is a whole number from 1 to 5'],
    ['half a star', { starRating: 3.5 }, 'starRating', 'The star rating is a whole number from 1 to 5'],
    ['stars as words', { starRating: 'four' }, 'starRating', 'The star rating is a whole number from 1 to 5'],
  ])('answers 400 naming the field for %s, and stores nothing', async (_case, payload, field, message) => {
    const { user, hotel } = await ownerWithHotel();
    const response = await saveHotel(user, hotel.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ [field]: message });
    expect(await listedHotel(user, hotel.id)).toMatchObject({
      phone: null,
      reservationsEmail: null,
      starRating: null,
    });
  });

  it("answers 404 for another user's hotel and leaves it as it was", async () => {
    const { hotel } = await ownerWithHotel();
    const stranger = await buildUser(testApp);
    const response = await saveHotel(stranger, hotel.id, { phone: '+49 8382 12345' });
    expect(response.statusCode).toBe(404);
  });
});
