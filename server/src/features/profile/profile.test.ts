import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { buildTestApp, testAppUrl, type TestApp } from '../../../test/test-app';

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
      payload: { firstName: ' Maria ', lastName: 'Huber', phone: '0049301234' },
    });
    expect(saved.statusCode).toBe(200);
    const again = await testApp.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(again.json().profile).toMatchObject({
      firstName: 'Maria',
      lastName: 'Huber',
      phone: '0049301234',
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
    expect(response.json().error.fields.phone).toBe('Phone number may contain digits only');
  });
});
