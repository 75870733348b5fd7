import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedMessageTemplates } from '@common/messages/registry';
import { hotelLocations, hotels } from '../../db/schema';
import { buildUser, type SignedInUser } from '../../../test/factories';
import { buildTestApp, requestAs, testAppUrl, type TestApp } from '../../../test/test-app';
import { createOnboardingHotels } from './service';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const call = (user: SignedInUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  testApp.app.inject({ method, url, payload, headers: { cookie: user.cookie, origin: testAppUrl } });

const location = (name: string, city: string) => ({
  name,
  address: 'Ringstrasse 1',
  city,
  country: 'Austria',
});
const chainInput = {
  hotelType: 'chain',
  hotelName: 'Alpen Hotels',
  hotelWebsite: 'alpen-hotels.example',
  category: 'mountain',
  locations: [location('Alpen Hotel Innsbruck', 'Innsbruck'), location('Alpen Hotel Salzburg', 'Salzburg')],
};
const userHotels = (userId: string) =>
  testApp.context.db.select().from(hotels).where(eq(hotels.userId, userId)).orderBy(hotels.createdAt);

describe('onboarding progress', () => {
  it('starts at the personal step and remembers the step and the values entered', async () => {
    const user = await buildUser(testApp);
    const start = await call(user, 'GET', '/api/onboarding');
    expect(start.json().onboarding).toEqual({
      step: 'personal',
      completed: false,
      hasHotels: false,
      draft: {},
    });

    const draft = {
      hotelType: 'chain',
      hotelName: 'Alpen Hotels',
      locations: [{ id: 'a', name: 'X', address: '', city: '', country: '' }],
    };
    const saved = await call(user, 'PUT', '/api/onboarding/progress', { step: 'location', draft });
    expect(saved.statusCode).toBe(200);
    const resumed = await call(user, 'GET', '/api/onboarding');
    expect(resumed.json().onboarding).toMatchObject({ step: 'location', draft });
  });

  it('keeps a user without hotels out of the import and subscription steps', async () => {
    const user = await buildUser(testApp);
    const saved = await call(user, 'PUT', '/api/onboarding/progress', { step: 'subscription', draft: {} });
    expect(saved.json().onboarding.step).toBe('category');
  });

  it('refuses a draft typed past a limit with the field’s own text and its id, not zod’s default', async () => {
    const user = await buildUser(testApp);
    const refused = await call(user, 'PUT', '/api/onboarding/progress', {
      step: 'hotel-type',
      draft: { hotelType: 'individual', hotelName: 'a'.repeat(201) },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ 'draft.hotelName': 'Name is too long' });
    // Several modules say 'Name is too long'; the id is whichever reads the same (the first registered).
    const { id } = refused.json().error.fieldMessages['draft.hotelName'];
    expect(sharedMessageTemplates().get(id)).toBe('Name is too long');
  });

  it('refuses an unknown step', async () => {
    const user = await buildUser(testApp);
    expect(
      (await call(user, 'PUT', '/api/onboarding/progress', { step: 'payment', draft: {} })).statusCode,
    ).toBe(400);
  });
});

describe('creating the hotels', () => {
  it('creates one individual hotel with its location and moves on to import', async () => {
    const user = await buildUser(testApp);
    const response = await call(user, 'POST', '/api/onboarding/hotels', {
      hotelType: 'individual',
      hotelName: 'Haus am See',
      hotelWebsite: '',
      category: 'family',
      locations: [{ ...location('Haus am See', 'Bregenz'), postalCode: '6900' }],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().onboarding).toMatchObject({ step: 'import', completed: false, hasHotels: true });
    const [hotel] = response.json().hotels;
    expect(hotel).toMatchObject({ name: 'Haus am See', type: 'individual', category: 'family', website: '' });
    expect(hotel.location).toEqual({
      address: 'Ringstrasse 1',
      city: 'Bregenz',
      country: 'Austria',
      countryCode: 'AT',
      postalCode: '6900',
    });
    expect(hotel.chainName).toBeNull();
  });

  it('creates a chain hotel per location in the order entered, with the website normalised', async () => {
    const user = await buildUser(testApp);
    const response = await call(user, 'POST', '/api/onboarding/hotels', chainInput);
    expect(response.statusCode).toBe(201);
    const rows = await userHotels(user.id);
    expect(rows.map((row) => [row.name, row.type, row.website])).toEqual([
      ['Alpen Hotel Innsbruck', 'chain', 'https://alpen-hotels.example'],
      ['Alpen Hotel Salzburg', 'chain', 'https://alpen-hotels.example'],
    ]);
    const listed = await call(user, 'GET', '/api/hotels');
    expect(listed.json().hotels.map((hotel: { name: string }) => hotel.name)).toEqual([
      'Alpen Hotel Innsbruck',
      'Alpen Hotel Salzburg',
    ]);
  });

  it('updates the hotels in place when called again after Back, keeping the first hotel id', async () => {
    const user = await buildUser(testApp);
    const first = (await call(user, 'POST', '/api/onboarding/hotels', chainInput)).json().hotels[0].id;
    const again = await call(user, 'POST', '/api/onboarding/hotels', {
      ...chainInput,
      category: 'wellness',
      locations: [location('Alpen Spa Innsbruck', 'Innsbruck')],
    });
    expect(again.statusCode).toBe(201);
    const rows = await userHotels(user.id);
    expect(rows.map((row) => [row.id, row.name, row.category])).toEqual([
      [first, 'Alpen Spa Innsbruck', 'wellness'],
    ]);
  });

  it.each([
    [{ ...chainInput, locations: [] }, 'locations'],
    [{ ...chainInput, hotelWebsite: 'not a website' }, 'hotelWebsite'],
    [{ ...chainInput, locations: [{ ...location('A', 'B'), city: '  ' }] }, 'locations.0.city'],
    [{ ...chainInput, hotelType: 'resort' }, 'hotelType'],
  ])('refuses %j and creates nothing', async (body, field) => {
    const user = await buildUser(testApp);
    const response = await call(user, 'POST', '/api/onboarding/hotels', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBeTruthy();
    expect(await userHotels(user.id)).toHaveLength(0);
  });

  it('rolls everything back when a location insert fails', async () => {
    const user = await buildUser(testApp);
    // PostgreSQL refuses a NUL byte in text, which makes the second location's insert fail after the first
    // hotel and its location (and the second hotel) were written.
    const input = {
      hotelType: 'chain' as const,
      hotelName: 'Alpen Hotels',
      hotelWebsite: '',
      category: 'mountain' as const,
      locations: [
        { ...location('Innsbruck', 'Innsbruck'), postalCode: null },
        { ...location('Salzburg', 'Salz\u0000burg'), postalCode: null },
      ],
    };
    await expect(createOnboardingHotels(testApp.context, user.id, input)).rejects.toThrow();
    expect(await userHotels(user.id)).toHaveLength(0);
    const locations = await testApp.context.db
      .select()
      .from(hotelLocations)
      .where(eq(hotelLocations.city, 'Innsbruck'));
    expect(locations.filter((row) => row.name === 'Innsbruck')).toHaveLength(0);
  });
});

describe('completing onboarding', () => {
  it('marks it done', async () => {
    const user = await buildUser(testApp);
    await call(user, 'POST', '/api/onboarding/hotels', chainInput);
    const done = await call(user, 'POST', '/api/onboarding/complete');
    expect(done.json().onboarding).toMatchObject({ completed: true, hasHotels: true });
    expect((await call(user, 'GET', '/api/onboarding')).json().onboarding.completed).toBe(true);
  });
});

describe('what the wizard keeps (DECISIONS.md point 27)', () => {
  it('keeps the chain name on every hotel of the chain and lists it', async () => {
    const user = await buildUser(testApp);
    await requestAs(testApp, user, 'POST', '/api/onboarding/hotels', chainInput);
    expect((await userHotels(user.id)).map((row) => row.chainName)).toEqual(['Alpen Hotels', 'Alpen Hotels']);
    const listed = await requestAs(testApp, user, 'GET', '/api/hotels');
    expect(listed.json().hotels.map((hotel: { chainName: string }) => hotel.chainName)).toEqual([
      'Alpen Hotels',
      'Alpen Hotels',
    ]);
  });

  it('refuses a chain without a name, as the field is marked required, and creates nothing', async () => {
    const user = await buildUser(testApp);
    const response = await requestAs(testApp, user, 'POST', '/api/onboarding/hotels', {
      ...chainInput,
      hotelName: '   ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.hotelName).toBe('Chain name is required');
    expect(await userHotels(user.id)).toEqual([]);
  });

  it('stores the country as its code, from a code or an English or German name, and refuses others', async () => {
    const user = await buildUser(testApp);
    const created = await requestAs(testApp, user, 'POST', '/api/onboarding/hotels', {
      ...chainInput,
      locations: [
        { ...location('Alpen Hotel Innsbruck', 'Innsbruck'), country: 'AT' },
        { ...location('Alpen Hotel Bozen', 'Bozen'), country: 'Italien' },
      ],
    });
    expect(created.statusCode).toBe(201);
    const [first, second] = created.json().hotels;
    expect(first.location).toMatchObject({ country: 'Austria', countryCode: 'AT' });
    expect(second.location).toMatchObject({ country: 'Italy', countryCode: 'IT' });
    const refused = await requestAs(testApp, user, 'POST', '/api/onboarding/hotels', {
      ...chainInput,
      locations: [{ ...location('Alpen Hotel Atlantis', 'Poseidonis'), country: 'Atlantis' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields['locations.0.country']).toBe('Please choose a country from the list');
  });

  it('saves the room count typed on the subscription step to the first hotel, and keeps it when left blank', async () => {
    const user = await buildUser(testApp);
    await requestAs(testApp, user, 'POST', '/api/onboarding/hotels', chainInput);
    const saved = await requestAs(testApp, user, 'PUT', '/api/onboarding/progress', {
      step: 'subscription',
      draft: { hotelType: 'chain', roomCount: 120 },
    });
    expect(saved.statusCode).toBe(200);
    expect((await userHotels(user.id)).map((row) => row.numberOfRooms)).toEqual([120, null]);
    // Back on the step after a canceled checkout, the count is still there.
    const resumed = await requestAs(testApp, user, 'GET', '/api/onboarding');
    expect(resumed.json().onboarding).toMatchObject({ step: 'subscription', draft: { roomCount: 120 } });
    await requestAs(testApp, user, 'PUT', '/api/onboarding/progress', {
      step: 'subscription',
      draft: { roomCount: null },
    });
    expect((await userHotels(user.id))[0]?.numberOfRooms).toBe(120);
  });

  it.each([
    [-5, 'The number of rooms cannot be negative.'],
    ['12', 'Please enter the number of rooms as a whole number, for example 42.'],
    [2.5, 'Please enter the number of rooms as a whole number, for example 42.'],
  ])('refuses the room count %j with a clear message and saves nothing', async (roomCount, message) => {
    const user = await buildUser(testApp);
    await requestAs(testApp, user, 'POST', '/api/onboarding/hotels', chainInput);
    const response = await requestAs(testApp, user, 'PUT', '/api/onboarding/progress', {
      step: 'subscription',
      draft: { roomCount },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields['draft.roomCount']).toBe(message);
    expect((await userHotels(user.id))[0]?.numberOfRooms).toBeNull();
  });
});
