import { afterEach, describe, expect, it } from 'vitest';
import { confirmEmail, defaultPassword, signUp } from '../../../test/factories';
import { buildTestApp, testAppUrl, type TestApp } from '../../../test/test-app';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

const start = async (environment: Record<string, string>) => {
  testApp = await buildTestApp(environment);
  return testApp;
};

const signInFrom = (
  app: TestApp,
  from: { remoteAddress?: string; forwardedFor?: string },
  email: string,
  password: string,
) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: from.remoteAddress,
    headers: { origin: testAppUrl, ...(from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {}) },
    payload: { email, password },
  });

describe('sign-in limits', () => {
  it('limit one address across clients: five times SIGN_IN_RATE_LIMIT per 15 minutes', async () => {
    const app = await start({ SIGN_IN_RATE_LIMIT: '2' });
    const email = await signUp(app);
    await confirmEmail(app, email);
    // Ten guesses, two from each of five addresses: each client stays within its own limit.
    for (let client = 1; client <= 5; client++) {
      for (let guess = 0; guess < 2; guess++) {
        const response = await signInFrom(app, { remoteAddress: `10.0.0.${client}` }, email, 'wrong-guess');
        expect(response.statusCode).toBe(401);
      }
    }
    const fromNewAddress = await signInFrom(app, { remoteAddress: '10.0.0.99' }, email, defaultPassword);
    expect(fromNewAddress.statusCode).toBe(429);
    expect(fromNewAddress.json().error).toEqual({
      code: 'rateLimited',
      message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
      messageId: 'accounts.tooManyAttempts',
    });
    expect(fromNewAddress.headers['set-cookie']).toBeUndefined();
  });

  it('ignore X-Forwarded-For unless TRUST_PROXY names the proxy, also in production', async () => {
    const app = await start({ SIGN_IN_RATE_LIMIT: '2', NODE_ENV: 'production' });
    const guess = (forwardedFor: string) =>
      signInFrom(app, { remoteAddress: '10.9.9.9', forwardedFor }, 'victim@example.com', 'wrong-guess');
    expect((await guess('203.0.113.1')).statusCode).toBe(401);
    expect((await guess('203.0.113.2')).statusCode).toBe(401);
    expect((await guess('203.0.113.3')).statusCode).toBe(429);
  });

  it('count each client behind a trusted proxy by its forwarded address', async () => {
    const app = await start({ SIGN_IN_RATE_LIMIT: '2', TRUST_PROXY: '10.9.9.9' });
    const guess = (remoteAddress: string, forwardedFor: string) =>
      signInFrom(app, { remoteAddress, forwardedFor }, 'victim@example.com', 'wrong-guess');
    expect((await guess('10.9.9.9', '203.0.113.1')).statusCode).toBe(401);
    expect((await guess('10.9.9.9', '203.0.113.1')).statusCode).toBe(401);
    expect((await guess('10.9.9.9', '203.0.113.1')).statusCode).toBe(429);
    expect((await guess('10.9.9.9', '203.0.113.2')).statusCode).toBe(401);
    // A client talking to the app directly cannot pick its address.
    expect((await guess('198.51.100.7', '203.0.113.3')).statusCode).toBe(401);
    expect((await guess('198.51.100.7', '203.0.113.4')).statusCode).toBe(401);
    expect((await guess('198.51.100.7', '203.0.113.5')).statusCode).toBe(429);
  });
});

describe('confirmation mail on request', () => {
  const requestMail = (app: TestApp, email: string, remoteAddress = '10.0.0.1') =>
    app.app.inject({
      method: 'POST',
      url: '/api/auth/send-verification-email',
      remoteAddress,
      headers: { origin: testAppUrl },
      payload: { email },
    });
  const mailsTo = async (app: TestApp, email: string) =>
    (await app.mailbox.list()).filter((message) => message.to === email).length;

  it('sends at most three per address in 15 minutes, from any number of clients', async () => {
    const app = await start({});
    const email = await signUp(app);
    const mailsBefore = await mailsTo(app, email);
    for (let client = 1; client <= 3; client++) {
      expect((await requestMail(app, email, `10.0.1.${client}`)).statusCode).toBe(200);
    }
    const fourth = await requestMail(app, email, '10.0.1.4');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.code).toBe('rateLimited');
    expect(await mailsTo(app, email)).toBe(mailsBefore + 3);
  });

  it('answers at most ten requests per client in 15 minutes', async () => {
    const app = await start({});
    for (let index = 0; index < 10; index++) {
      expect((await requestMail(app, `someone-${index}@example.com`)).statusCode).toBe(200);
    }
    const eleventh = await requestMail(app, 'someone-else@example.com');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().error.code).toBe('rateLimited');
  });

  it('checks the address like the other account forms', async () => {
    const app = await start({});
    const response = await requestMail(app, 'not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.email).toBe('Please enter a valid e-mail address');
  });
});

describe('sign-up limits', () => {
  const signUpFrom = (app: TestApp, remoteAddress: string, email: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress,
      headers: { origin: testAppUrl },
      payload: { email, password: defaultPassword },
    });
  const mailCount = async (app: TestApp) => (await app.mailbox.list()).length;

  it('takes SIGN_UP_RATE_LIMIT sign-ups an hour from one client, whatever addresses it types', async () => {
    const app = await start({ SIGN_UP_RATE_LIMIT: '3' });
    for (let index = 0; index < 3; index++) {
      expect((await signUpFrom(app, '10.0.2.1', `new-${index}@example.com`)).statusCode).toBe(200);
    }
    const mailsBefore = await mailCount(app);
    const fourth = await signUpFrom(app, '10.0.2.1', 'new-3@example.com');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error).toEqual({
      code: 'rateLimited',
      message: 'Too many sign-ups from here. Please try again in an hour.',
      messageId: 'accounts.tooManySignUps',
    });
    expect(await mailCount(app)).toBe(mailsBefore);
    // Another client is counted on its own.
    expect((await signUpFrom(app, '10.0.2.2', 'new-4@example.com')).statusCode).toBe(200);
  });

  it('takes three sign-ups an hour for one e-mail address, from any number of clients', async () => {
    const app = await start({});
    for (let client = 1; client <= 3; client++) {
      expect((await signUpFrom(app, `10.0.3.${client}`, 'same@example.com')).statusCode).toBe(200);
    }
    const mailsBefore = await mailCount(app);
    const fourth = await signUpFrom(app, '10.0.3.4', 'same@example.com');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.code).toBe('rateLimited');
    expect(await mailCount(app)).toBe(mailsBefore);
  });
});
