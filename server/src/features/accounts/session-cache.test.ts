import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../db/schema';
import { buildUser, defaultPassword, latestLink, type SignedInUser } from '../../../test/factories';
import { buildTestApp, testAppUrl, type TestApp } from '../../../test/test-app';
import { sessionCacheTtlMs } from './session-cache';

/** A clock the test moves by hand; the session cache of the second app reads it. */
function manualClock() {
  let offset = 0;
  const start = performance.now();
  return { now: () => start + offset, advance: (ms: number) => (offset += ms) };
}

// Two apps on one database stand for two processes of one deployment: A acts, B only serves requests.
let appA: TestApp;
let appB: TestApp;
let clockB: ReturnType<typeof manualClock>;
beforeEach(async () => {
  appA = await buildTestApp();
  clockB = manualClock();
  appB = await buildTestApp({}, { database: appA.context.database, sessionClock: clockB });
});
afterEach(async () => {
  await appB.close();
  await appA.close();
});

const hotelsAs = (app: TestApp, cookie: string) =>
  app.app.inject({ method: 'GET', url: '/api/hotels', headers: { cookie } });
const post = (app: TestApp, url: string, payload: object, cookie?: string) =>
  app.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { origin: testAppUrl, ...(cookie ? { cookie } : {}) },
  });

/** Both processes have served the user once, so both remember the session. */
async function signedInEverywhere(): Promise<SignedInUser> {
  const user = await buildUser(appA);
  expect((await hotelsAs(appA, user.cookie)).statusCode).toBe(200);
  expect((await hotelsAs(appB, user.cookie)).statusCode).toBe(200);
  return user;
}

async function resetPassword(user: SignedInUser) {
  await post(appA, '/api/auth/request-password-reset', { email: user.email });
  const link = new URL(await latestLink(appA, user.email, 'reset-password'));
  const token = link.pathname.split('/').pop();
  const reset = await post(appA, '/api/auth/reset-password', { newPassword: 'a-brand-new-secret', token });
  expect(reset.statusCode).toBe(200);
}

const revocations: Array<[string, (user: SignedInUser) => Promise<void>]> = [
  [
    'sign-out',
    async (user) => expect((await post(appA, '/api/auth/sign-out', {}, user.cookie)).statusCode).toBe(200),
  ],
  ['password reset', resetPassword],
  [
    'account deletion',
    async (user) => {
      const deleted = await appA.app.inject({
        method: 'DELETE',
        url: '/api/account',
        payload: { password: defaultPassword },
        headers: { origin: testAppUrl, cookie: user.cookie },
      });
      expect(deleted.statusCode).toBe(204);
    },
  ],
];

describe('remembered sessions', () => {
  it.each(revocations)('%s takes effect at once in the process that did it', async (_, revoke) => {
    const user = await signedInEverywhere();
    await revoke(user);
    const after = await hotelsAs(appA, user.cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('unauthenticated');
  });

  it.each(revocations)(
    `%s takes effect in another process within ${sessionCacheTtlMs / 1000} s`,
    async (_, revoke) => {
      const user = await signedInEverywhere();
      await revoke(user);
      // B still trusts what it checked a moment ago: that is the window the decision record accepts...
      expect((await hotelsAs(appB, user.cookie)).statusCode).toBe(200);
      clockB.advance(sessionCacheTtlMs - 1_000);
      expect((await hotelsAs(appB, user.cookie)).statusCode).toBe(200);
      // ...and no longer.
      clockB.advance(1_001);
      expect((await hotelsAs(appB, user.cookie)).statusCode).toBe(401);
    },
  );

  it('serves a remembered session without the database, and asks again once it expires', async () => {
    const user = await signedInEverywhere();
    // Removing the row behind better-auth's back: only a database lookup could notice.
    await appA.context.db.delete(session).where(eq(session.userId, user.id));
    expect((await hotelsAs(appB, user.cookie)).statusCode).toBe(200);
    clockB.advance(sessionCacheTtlMs + 1);
    expect((await hotelsAs(appB, user.cookie)).statusCode).toBe(401);
  });

  it('never serves a tampered cookie, even while the real one is remembered', async () => {
    const user = await signedInEverywhere();
    const [name, value = ''] = user.cookie.split('=');
    const [token] = decodeURIComponent(value).split('.');
    for (const forged of [
      `${name}=${token}`,
      `${name}=${encodeURIComponent(`${token}.forged-signature`)}`,
      `${name}=${value}x`,
    ]) {
      expect((await hotelsAs(appB, forged)).statusCode).toBe(401);
    }
    expect((await hotelsAs(appB, user.cookie)).statusCode).toBe(200);
  });

  it('answers malformed and oversized cookies as signed out, never with an error', async () => {
    const user = await signedInEverywhere();
    const [name] = user.cookie.split('=');
    for (const cookie of [
      `${name}=%E0%A4%A`,
      `${name}=${'a'.repeat(8_000)}.${'b'.repeat(100)}`,
      `${name}=.`,
      `${name}=`,
      `${name}="unterminated`,
      `${name}=../../etc/passwd`,
    ]) {
      const response = await hotelsAs(appB, cookie);
      expect(response.statusCode).toBe(401);
      const session = await appB.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
      expect(session.statusCode).toBe(200);
      expect(session.json().user).toBeNull();
    }
  });

  it('GET /api/session answers from the same remembered sessions and forgets a signed-out one', async () => {
    const user = await signedInEverywhere();
    const before = await appA.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: user.cookie },
    });
    expect(before.json().user.email).toBe(user.email);
    await post(appA, '/api/auth/sign-out', {}, user.cookie);
    const after = await appA.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: user.cookie },
    });
    expect(after.json().user).toBeNull();
  });
});
