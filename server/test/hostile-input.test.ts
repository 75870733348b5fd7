import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { photo } from './asset-files';
import { buildHotel, buildUser, type SignedInUser } from './factories';
import { buildTestApp, requestAs, testAppUrl, type TestApp } from './test-app';
import { multipartBody, tinyPng } from './uploads';

/** Security review (issue 12): hostile input answers 400 or 404, never 500. */
let testApp: TestApp;
let owner: SignedInUser;
let hotelId: string;
beforeAll(async () => {
  testApp = await buildTestApp();
  owner = await buildUser(testApp);
  hotelId = (await buildHotel(testApp, owner.id)).id;
});
afterAll(async () => {
  await testApp.close();
});

const postJson = (url: string, body: string, user?: SignedInUser) =>
  testApp.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: {
      'content-type': 'application/json',
      origin: testAppUrl,
      ...(user ? { cookie: user.cookie } : {}),
    },
  });

/** The public contact form: the one route that takes free text from anybody. */
const postContact = (fields: { name?: string; email?: string; message: string }) =>
  postJson('/api/contact', JSON.stringify({ name: 'Clara', email: 'clara@example.com', ...fields }));

const uploadTo = (url: string, field: string, content: Buffer, fields: Record<string, string> = {}) => {
  const { payload, headers } = multipartBody(field, 'photo.jpg', 'image/jpeg', content, fields);
  return testApp.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, cookie: owner.cookie, origin: testAppUrl },
  });
};

describe('deeply nested JSON', () => {
  it.each([
    ['arrays', '['.repeat(10_000) + ']'.repeat(10_000)],
    ['objects', '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000)],
  ])('10,000 levels of %s answer 400 with a clear message', async (_kind, body) => {
    for (const response of [
      await postJson('/api/contact', body),
      await postJson(`/api/hotels/${hotelId}/rooms`, body, owner),
      await postJson('/api/auth/sign-in/email', body),
      await postJson('/api/auth/update-user', body, owner),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(/nested too deeply/);
    }
  });

  it('64 levels are still read as JSON (and then checked by the route)', async () => {
    const response = await postJson('/api/contact', '['.repeat(64) + ']'.repeat(64));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).not.toMatch(/nested too deeply/);
  });

  it('brackets inside strings do not count as nesting', async () => {
    const response = await postContact({ message: '['.repeat(5000) });
    expect(response.statusCode).toBe(201);
  });
});

describe('NUL and control characters', () => {
  let seed = 0;
  it.each([
    ['a NUL in the tags', { tags: 'sea\u0000view' }],
    ['a NUL in the category', { category: 'Room\u0000' }],
    ['a bell character in the tags', { tags: 'sea\u0007view' }],
    ['a line break in the tags', { tags: 'sea\nview' }],
  ])('an upload with %s answers 400 and stores nothing', async (_case, fields) => {
    const libraryTotal = async () =>
      (await requestAs(testApp, owner, 'GET', `/api/hotels/${hotelId}/assets`)).json().total;
    const before = await libraryTotal();
    const response = await uploadTo(`/api/hotels/${hotelId}/assets`, 'file', await photo(++seed), fields);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/not allowed/);
    expect(await libraryTotal()).toBe(before);
  });

  it('a NUL in a test checkout id answers 404', async () => {
    for (const url of ['/api/test-checkout/%00', '/api/test-checkout/a%00b']) {
      expect((await requestAs(testApp, owner, 'GET', url)).statusCode).toBe(404);
      expect((await requestAs(testApp, owner, 'POST', `${url}/pay`)).statusCode).toBe(404);
      expect((await requestAs(testApp, owner, 'POST', `${url}/cancel`)).statusCode).toBe(404);
    }
  });

  it.each([
    ['a NUL', 'Anna\u0000'],
    ['a line break', 'Anna\nBerger'],
    ['an escape sequence', 'Anna\u001b[31m'],
  ])('a profile name with %s answers 400', async (_case, firstName) => {
    const response = await requestAs(testApp, owner, 'PUT', '/api/profile', {
      firstName,
      lastName: 'Berger',
      phone: '',
    });
    expect(response.statusCode).toBe(400);
  });

  it('a contact name with a line break answers 400 and sends no mail', async () => {
    const before = (await testApp.mailbox.list()).length;
    const response = await postContact({ name: 'Clara\r\nBcc: all@example.com', message: 'Hi' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.name).toMatch(/not allowed/);
    expect(await testApp.mailbox.list()).toHaveLength(before);
  });

  it('an edited asset name or tag with a control character answers 400', async () => {
    const upload = await uploadTo(`/api/hotels/${hotelId}/assets`, 'file', await photo(++seed));
    expect(upload.statusCode).toBe(201);
    const url = `/api/hotels/${hotelId}/assets/${upload.json().asset.id}`;
    for (const change of [{ name: 'Pool\u0000' }, { name: 'Pool\nside' }, { tags: ['sea\u0007'] }]) {
      const response = await requestAs(testApp, owner, 'PATCH', url, {
        name: 'Pool',
        category: 'Pool',
        tags: [],
        ...change,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('a hotel name or address drops its control characters (an import may bring them)', async () => {
    const user = await buildUser(testApp);
    await buildHotel(testApp, user.id, { type: 'chain' });
    const response = await requestAs(testApp, user, 'POST', '/api/hotels', {
      name: 'Stadthotel\u001b[31m Mitte',
      website: 'stadthotel.example',
      address: 'Hauptstrasse 5\n',
      city: 'Ber\u0007lin',
      country: 'Germany',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().hotel).toMatchObject({
      name: 'Stadthotel[31m Mitte',
      location: { address: 'Hauptstrasse 5', city: 'Berlin' },
    });
  });

  it('a contact message keeps its line breaks and tabs', async () => {
    const response = await postContact({ message: 'Line one\n\tLine two' });
    expect(response.statusCode).toBe(201);
  });

  it('half of a UTF-16 surrogate pair (not storable as UTF-8) answers 400, a whole pair is kept', async () => {
    const broken = await postContact({ message: 'Zimmer \udfff\udfff frei?' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toBe('The input contains characters that are not allowed.');
    expect((await postContact({ message: 'Zimmer frei? \ud83d\ude00' })).statusCode).toBe(201);
  });
});

describe('asset page cursor', () => {
  it.each([
    ['year 99999', '+099999-01-01T00:00:00.000Z'],
    ['NaN', 'NaN'],
    ['year -271821', '-271821-04-19T00:00:00.000Z'],
  ])('a cursor with the date %s answers 400', async (_case, time) => {
    const cursor = Buffer.from(`${time}|${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`).toString(
      'base64url',
    );
    const response = await requestAs(testApp, owner, 'GET', `/api/hotels/${hotelId}/assets?cursor=${cursor}`);
    expect(response.statusCode).toBe(400);
  });
});

describe('profile photos', () => {
  it('two photos uploaded in the same millisecond are both stored', async () => {
    const image = await tinyPng(80, 80);
    const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 10, 24, 6));
    const [first, second] = await Promise.all([
      uploadTo('/api/profile/photo', 'photo', image),
      uploadTo('/api/profile/photo', 'photo', image),
    ]).finally(() => clock.mockRestore());
    expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
    expect(first?.json().profile.photoUrl).not.toBe(second?.json().profile.photoUrl);
  });
});
