import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { user } from '../../db/schema';
import { buildUser, confirmEmail, defaultPassword, signIn, signUp } from '../../../test/factories';
import { rawRequest } from '../../../test/raw-request';
import { buildTestApp, cookieFrom, requestAs, testAppUrl, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
beforeEach(async () => {
  testApp = await buildTestApp({ SIGN_IN_RATE_LIMIT: '3' });
});
afterEach(async () => {
  await testApp.close();
});

/** The same better-auth endpoint written the ways a URL parser resolves to it, but no router of ours expects. */
const variantsOf = (endpoint: string) => {
  const [first = '', ...rest] = endpoint.split('/');
  const variants = [
    `/api/auth/./${endpoint}`,
    `/api/auth/x/../${endpoint}`,
    `/api/auth/%2e/${endpoint}`,
    `/api/auth/%2E/${endpoint}`,
    `/api/auth/x/%2e%2e/${endpoint}`,
    `/api/auth/x/.%2E/${endpoint}`,
    `/api/auth/${endpoint}/.`,
    `/api/auth//${endpoint}`,
    `/api//auth/${endpoint}`,
    `/api/./auth/${endpoint}`,
    `/x/../api/auth/${endpoint}`,
    `/api/auth/${endpoint}/`,
    `/api/auth/${endpoint.toUpperCase()}`,
  ];
  if (rest.length > 0)
    variants.push(`/api/auth/${first}%2f${rest.join('/')}`, `/api/auth/${first}%2F${rest.join('/')}`);
  return variants;
};

const send = (method: string, url: string, payload?: unknown, cookie?: string) =>
  rawRequest(testApp, method, url, {
    payload,
    headers: { origin: testAppUrl, ...(cookie ? { cookie } : {}) },
  });
const post = (url: string, payload: unknown, cookie?: string) => send('POST', url, payload, cookie);

describe('auth paths written with dot segments, encoded dots or slashes, doubled slashes', () => {
  it.each([
    ['sign-in/email', { email: 'anna@example.com', password: 'guess-guess' }],
    [
      'sign-up/email',
      { email: 'mallory@example.com', password: defaultPassword, name: '<b>x</b>'.repeat(700) },
    ],
    ['request-password-reset', { email: 'anna@example.com', redirectTo: '/reset-password' }],
    ['reset-password', { newPassword: 'a-brand-new-secret', token: 'guess' }],
    ['send-verification-email', { email: 'anna@example.com' }],
    ['update-user', { name: 'x'.repeat(100_000) }],
    ['change-password', { currentPassword: defaultPassword, newPassword: 'a-brand-new-secret' }],
    ['change-email', { newEmail: 'mallory@example.com', password: defaultPassword }],
    ['sign-out', {}],
    ['sign-in/social', { provider: 'google', callbackURL: '/dashboard' }],
  ])('POST %s reaches no handler: 404, no mail, no account', async (endpoint, payload) => {
    const anna = await buildUser(testApp, { email: 'anna@example.com' });
    const mailsBefore = (await testApp.mailbox.list()).length;
    for (const url of variantsOf(endpoint)) {
      const response = await post(url, payload, anna.cookie);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(await testApp.mailbox.list()).toHaveLength(mailsBefore);
    expect(await testApp.context.db.select().from(user).where(eq(user.email, 'mallory@example.com'))).toEqual(
      [],
    );
    const [row] = await testApp.context.db.select().from(user).where(eq(user.id, anna.id));
    expect(row?.name).toBe('');
  });

  it.each([
    ['get-session', ''],
    ['verify-email', '?token=x'],
    ['reset-password/some-token', '?callbackURL=/reset-password'],
  ])('GET %s reaches no handler either', async (endpoint, query) => {
    const anna = await buildUser(testApp);
    for (const url of variantsOf(endpoint).map((variant) => variant + query)) {
      const response = await send('GET', url, undefined, anna.cookie);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
  });

  it('cannot take guesses past the sign-in limit: the right password is refused on every path', async () => {
    const { email } = await buildUser(testApp);
    // One sign-in by buildUser, two wrong guesses: the limit of 3 per client and address is reached.
    for (let guess = 0; guess < 2; guess++)
      expect((await signIn(testApp, email, 'wrong-guess')).statusCode).toBe(401);
    for (const url of variantsOf('sign-in/email')) {
      const response = await post(url, { email, password: defaultPassword });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    const plain = await signIn(testApp, email);
    expect(plain.statusCode).toBe(429);
    expect(plain.json().error.message).toBe(
      'Too many sign-in attempts. Please wait a few minutes and try again.',
    );
  });

  it('refuses the same forms on every other /api path, and plain paths still answer', async () => {
    expect((await send('GET', '/api/./health')).statusCode).toBe(404);
    expect((await send('GET', '/api/%2e/health')).statusCode).toBe(404);
    expect((await send('GET', '/api/health')).statusCode).toBe(200);
  });
});

describe('better-auth endpoints the product does not use', () => {
  it('update-user answers 404 and leaves the profile as the profile rules keep it', async () => {
    const anna = await buildUser(testApp);
    const response = await requestAs(testApp, anna, 'POST', '/api/auth/update-user', {
      name: 'x'.repeat(100_000),
      image: 'javascript:alert(1)',
    });
    expect(response.statusCode).toBe(404);
    const [row] = await testApp.context.db.select().from(user).where(eq(user.id, anna.id));
    expect(row?.name).toBe('');
    expect(row?.image).toBeNull();
  });

  it.each(['delete-user', 'list-sessions', 'revoke-sessions', 'set-password', 'revoke-other-sessions'])(
    '%s answers 404',
    async (endpoint) => {
      const anna = await buildUser(testApp);
      const response = await requestAs(testApp, anna, 'POST', `/api/auth/${endpoint}`, {
        newEmail: 'other@example.com',
        currentPassword: defaultPassword,
        newPassword: 'another-secret-1',
        password: defaultPassword,
      });
      expect(response.statusCode).toBe(404);
    },
  );
});

describe('the session token', () => {
  const tokenIn = (cookie: string) => decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0] ?? '';

  it('is only in the cookie, never in the JSON of sign-in or get-session', async () => {
    const email = await signUp(testApp);
    await confirmEmail(testApp, email);
    const response = await signIn(testApp, email);
    expect(response.statusCode).toBe(200);
    const cookie = cookieFrom(response.headers['set-cookie']);
    const token = tokenIn(cookie);
    expect(token.length).toBeGreaterThan(10);
    expect(response.json().user.email).toBe(email);
    expect(response.body).not.toContain(token);
    expect(response.json()).not.toHaveProperty('token');

    const session = await requestAs(testApp, { cookie }, 'GET', '/api/auth/get-session');
    expect(session.statusCode).toBe(200);
    expect(session.json().user.email).toBe(email);
    expect(session.body).not.toContain(token);
    expect(session.json().session).not.toHaveProperty('token');
  });
});
