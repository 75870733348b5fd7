import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session, user } from '../../db/schema';
import {
  buildUser,
  confirmEmail,
  defaultPassword,
  latestLink,
  signIn,
  signUp,
} from '../../../test/factories';
import { buildTestApp, cookieFrom, testAppUrl, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
beforeEach(async () => {
  testApp = await buildTestApp();
});
afterEach(async () => {
  await testApp.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  testApp.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { origin: testAppUrl, ...headers },
  });

describe('sign-up', () => {
  it('creates an unconfirmed account and mails a confirmation link', async () => {
    const email = await signUp(testApp, 'anna@example.com');
    const [row] = await testApp.context.db.select().from(user).where(eq(user.email, email));
    expect(row?.emailVerified).toBe(false);
    const link = await latestLink(testApp, email, 'verify-email');
    expect(link).toContain(`${testAppUrl}/api/auth/verify-email?token=`);
  });

  it('answers a second sign-up with a known address exactly like a new one', async () => {
    await signUp(testApp, 'anna@example.com');
    const again = await post('/api/auth/sign-up/email', {
      email: 'anna@example.com',
      password: 'another-password',
    });
    expect(again.statusCode).toBe(200);
    const rows = await testApp.context.db.select().from(user).where(eq(user.email, 'anna@example.com'));
    expect(rows).toHaveLength(1);
    const subjects = (await testApp.mailbox.list()).map((message) => message.subject);
    expect(subjects).toContain('You already have a Hotel Content Studio account');
  });

  it.each([
    [{ email: '', password: defaultPassword }, 'email'],
    [{ email: 'not-an-email', password: defaultPassword }, 'email'],
    [{ email: 'anna@example.com', password: 'short' }, 'password'],
    [{}, 'email'],
  ])('refuses %j with a field message and creates nothing', async (payload, field) => {
    const response = await post('/api/auth/sign-up/email', payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe('validation');
    expect(body.error.fields[field]).toBeTruthy();
    expect(await testApp.context.db.select().from(user)).toHaveLength(0);
  });

  it('says exactly "Password must be at least 8 characters"', async () => {
    const response = await post('/api/auth/sign-up/email', { email: 'a@example.com', password: '1234567' });
    expect(response.json().error.message).toBe('Password must be at least 8 characters');
  });
});

describe('sign-in', () => {
  it('refuses an unconfirmed address with the spec text and mails a fresh link', async () => {
    const email = await signUp(testApp);
    const before = (await testApp.mailbox.list()).length;
    const response = await signIn(testApp, email);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('Bitte bestätige zuerst deine E-Mail-Adresse');
    expect((await testApp.mailbox.list()).length).toBe(before + 1);
  });

  it('signs in after confirmation and the session cookie identifies the user', async () => {
    const email = await signUp(testApp);
    const confirmation = await confirmEmail(testApp, email);
    expect(confirmation.statusCode).toBe(302);
    expect(confirmation.headers.location).toBe('/login?type=signup');
    const response = await signIn(testApp, email);
    expect(response.statusCode).toBe(200);
    const cookie = cookieFrom(response.headers['set-cookie']);
    const me = await testApp.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(me.json().user.email).toBe(email);
  });

  it('answers a wrong password with "Ungültige E-Mail oder Passwort"', async () => {
    const { email } = await buildUser(testApp);
    const response = await signIn(testApp, email, 'wrong-password');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Ungültige E-Mail oder Passwort');
  });

  it('answers an unknown address with the same text', async () => {
    const response = await signIn(testApp, 'nobody@example.com');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Ungültige E-Mail oder Passwort');
  });

  it('limits repeated attempts for one address', async () => {
    const limited = await buildTestApp({ SIGN_IN_RATE_LIMIT: '3' });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: { origin: testAppUrl },
          payload: { email: 'victim@example.com', password: 'guess-guess' },
        });
      for (let index = 0; index < 3; index++) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.code).toBe('rateLimited');
    } finally {
      await limited.close();
    }
  });
});

describe('confirmation links', () => {
  it('a tampered token confirms nothing and leads to the login page with an error', async () => {
    const email = await signUp(testApp);
    const link = new URL(await latestLink(testApp, email, 'verify-email'));
    link.searchParams.set('token', `${link.searchParams.get('token')}x`);
    const response = await testApp.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toContain('/login?type=signup&error=');
    const [row] = await testApp.context.db.select().from(user).where(eq(user.email, email));
    expect(row?.emailVerified).toBe(false);
  });
});

describe('password reset', () => {
  it('mails a link, sets the new password, ends old sessions and refuses the link a second time', async () => {
    const { email, cookie } = await buildUser(testApp);
    const request = await post('/api/auth/request-password-reset', { email });
    expect(request.statusCode).toBe(200);
    const link = new URL(await latestLink(testApp, email, 'reset-password'));
    const opened = await testApp.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(opened.statusCode).toBe(302);
    const target = new URL(opened.headers.location as string, testAppUrl);
    expect(target.pathname).toBe('/reset-password');
    expect(target.searchParams.get('type')).toBe('recovery');
    const token = target.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await post('/api/auth/reset-password', { newPassword: 'a-brand-new-secret', token });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(testApp, email, 'a-brand-new-secret')).statusCode).toBe(200);
    expect((await signIn(testApp, email, defaultPassword)).statusCode).toBe(401);
    const old = await testApp.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(old.statusCode).toBe(401);

    const reused = await post('/api/auth/reset-password', { newPassword: 'yet-another-secret', token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toBe(
      'This link is invalid or has expired. Please request a new one.',
    );
  });

  it('answers an unknown address like a known one', async () => {
    const response = await post('/api/auth/request-password-reset', { email: 'nobody@example.com' });
    expect(response.statusCode).toBe(200);
    expect(await testApp.mailbox.list()).toHaveLength(0);
  });

  it('refuses a short new password', async () => {
    const { email } = await buildUser(testApp);
    await post('/api/auth/request-password-reset', { email });
    const link = new URL(await latestLink(testApp, email, 'reset-password'));
    const token = link.pathname.split('/').pop();
    const reset = await post('/api/auth/reset-password', { newPassword: 'short', token });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().error.message).toBe('Password must be at least 8 characters');
  });
});

describe('sessions and request hygiene', () => {
  it('treats a tampered session cookie as signed out', async () => {
    const { cookie } = await buildUser(testApp);
    const tampered = cookie.replace(/=([^;]{4})/, '=XXXX');
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/hotels',
      headers: { cookie: tampered },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthenticated');
  });

  it('signs out: the cookie stops working', async () => {
    const { cookie } = await buildUser(testApp);
    const out = await post('/api/auth/sign-out', {}, { cookie });
    expect(out.statusCode).toBe(200);
    const after = await testApp.app.inject({ method: 'GET', url: '/api/hotels', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(await testApp.context.db.select().from(session)).toHaveLength(0);
  });

  it('refuses a state-changing request from a foreign origin with 403', async () => {
    const { cookie } = await buildUser(testApp);
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie, origin: 'https://evil.example' },
      payload: { firstName: 'Eve', lastName: 'Mallory', phone: '' },
    });
    expect(response.statusCode).toBe(403);
    const profile = await testApp.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(profile.json().profile.firstName).toBe('');
  });

  it('refuses an oversized body with 413', async () => {
    const response = await post('/api/auth/sign-up/email', {
      email: 'a@example.com',
      password: 'x'.repeat(2_000_000),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payloadTooLarge');
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: testAppUrl, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
  });
});
