import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hotelLocations, userProfiles } from '../../db/schema';
import { buildHotel, buildUser } from '../../../test/factories';
import { buildTestApp, requestAs, testAppUrl, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('profile', () => {
  it('starts empty and keeps what the user saves', async () => {
    const { cookie, email } = await buildUser(testApp);
    const empty = await testApp.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(empty.json().profile).toEqual({
      email,
      firstName: '',
      lastName: '',
      phone: '',
      photoUrl: null,
      hasPassword: true,
    });

    const saved = await testApp.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie, origin: testAppUrl },
      payload: { firstName: ' Maria ', lastName: 'Huber', phone: '0049 30 1234' },
    });
    expect(saved.statusCode).toBe(200);
    const again = await testApp.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(again.json().profile).toMatchObject({
      firstName: 'Maria',
      lastName: 'Huber',
      phone: '+49301234',
    });
  });

  it('refuses letters in the phone number', async () => {
    const { cookie } = await buildUser(testApp);
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie, origin: testAppUrl },
      payload: { firstName: 'A', lastName: 'B', phone: '+49 abc' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.phone).toBe(
      'Phone numbers may contain digits, spaces and a leading + only.',
    );
  });

  it("checks a number against its country's numbering plan, Kosovo and Bolivia included", async () => {
    const { cookie } = await buildUser(testApp);
    const save = (phone: string) =>
      testApp.app.inject({
        method: 'PUT',
        url: '/api/profile',
        headers: { cookie, origin: testAppUrl },
        payload: { firstName: 'A', lastName: 'B', phone },
      });
    const refused = await save('+1 555 0100');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.phone).toBe(
      'Please enter the phone number with + and the country code, for example +49 8821 123456.',
    );
    expect((await save('+383 44 123 456')).json().profile.phone).toBe('+38344123456');
    expect((await save('+591 7 123 4567')).json().profile.phone).toBe('+59171234567');
  });

  it('stores a number typed with + and spaces in E.164', async () => {
    const user = await buildUser(testApp);
    const saved = await requestAs(testApp, user, 'PUT', '/api/profile', {
      firstName: 'Maria',
      lastName: 'Huber',
      phone: '+49 8821 123456',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().profile.phone).toBe('+498821123456');
  });

  it("reads a number without country code as one of the first hotel's country, else of the region sent", async () => {
    const user = await buildUser(testApp);
    const beforeHotel = await requestAs(testApp, user, 'PUT', '/api/profile', {
      firstName: 'Maria',
      lastName: 'Huber',
      phone: '0512 123456',
      phoneRegion: 'AT',
    });
    expect(beforeHotel.json().profile.phone).toBe('+43512123456');
    const hotel = await buildHotel(testApp, user.id);
    await testApp.context.db
      .update(hotelLocations)
      .set({ countryCode: 'CH' })
      .where(eq(hotelLocations.hotelId, hotel.id));
    const withHotel = await requestAs(testApp, user, 'PUT', '/api/profile', {
      firstName: 'Maria',
      lastName: 'Huber',
      phone: '027 123 45 67',
      phoneRegion: 'AT',
    });
    expect(withHotel.json().profile.phone).toBe('+41271234567');
  });

  it('says what is allowed when a number cannot be read, and keeps an unchanged stored one', async () => {
    const user = await buildUser(testApp);
    const refused = await requestAs(testApp, user, 'PUT', '/api/profile', {
      firstName: 'Maria',
      lastName: 'Huber',
      phone: '08821 123456',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.phone).toBe(
      'Please enter the phone number with + and the country code, for example +49 8821 123456.',
    );
    // A number stored before E.164 (digits only) is kept as it is when the form sends it back unchanged.
    await testApp.context.db.insert(userProfiles).values({ userId: user.id, phone: '4930123456' });
    const kept = await requestAs(testApp, user, 'PUT', '/api/profile', {
      firstName: 'Maria',
      lastName: 'Huber',
      phone: '4930123456',
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().profile.phone).toBe('4930123456');
  });
});
