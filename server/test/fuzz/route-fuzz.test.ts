import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, defaultPassword } from '../factories';
import { FakeRemoteBrowser } from '../fake-remote-browser';
import { startOpenAiFake, type OpenAiFake } from '@e2e/fakes/openai-fake';
import { buildTestApp, testAppUrl, type TestApp } from '../test-app';
import { messagesWithoutId } from '../message-ids';
import { keyTenantCases, publicRoutes, tenantCases } from '../tenant-cases';
import { buildApiKey } from '../api-keys';
import '../tenant-cases/index';
import {
  describeRequest,
  fuzzRequests,
  hostileExamples,
  type FuzzRequest,
  type SampleRequest,
} from './fuzz-requests';

/**
 * Issue 12, "A fuzz test": random and hostile JSON, text with NUL and control characters, and odd paths and
 * query strings go to every route in the route registry, and no answer is a server error. Signed-in routes
 * are called by a user who owns the hotel in the URL, so that requests get past the ownership checks and reach
 * validation. fast-check prints the seed and the request of any failure; runs are few per route to keep the
 * file near a minute.
 */
const runsPerRoute = 30;

/** How to call each public route well; the fuzz test bends these calls. */
const publicSamples: Record<string, SampleRequest> = {
  'GET /api/health': { method: 'GET', url: '/api/health' },
  'GET /api/config': { method: 'GET', url: '/api/config' },
  'GET /api/session': { method: 'GET', url: '/api/session' },
  'POST /api/auth/sign-up/email': {
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { email: 'fuzz-sign-up@example.com', password: defaultPassword, name: 'Fuzz' },
  },
  'POST /api/auth/sign-in/email': {
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: 'fuzz-sign-in@example.com', password: defaultPassword, rememberMe: true },
  },
  'POST /api/auth/request-password-reset': {
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email: 'fuzz-reset@example.com', redirectTo: '/reset-password' },
  },
  'POST /api/auth/send-verification-email': {
    method: 'POST',
    url: '/api/auth/send-verification-email',
    payload: { email: 'fuzz-verify@example.com', callbackURL: '/' },
  },
  'GET /api/auth/*': { method: 'GET', url: '/api/auth/get-session' },
  'POST /api/auth/*': {
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token: 'fuzz-token', newPassword: defaultPassword },
  },
  'POST /api/contact': {
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Fuzz', email: 'fuzz-contact@example.com', message: 'Hello' },
  },
  'POST /api/newsletter': {
    method: 'POST',
    url: '/api/newsletter',
    payload: { email: 'fuzz-news@example.com', source: 'footer' },
  },
  'GET /dev/mailbox': { method: 'GET', url: '/dev/mailbox' },
  'GET /dev/mailbox/messages': { method: 'GET', url: '/dev/mailbox/messages' },
  'GET /files/*': { method: 'GET', url: '/files/hotels/some-key.jpg' },
  'GET /api/stripe/config': { method: 'GET', url: '/api/stripe/config' },
  'POST /api/stripe/webhook': {
    method: 'POST',
    url: '/api/stripe/webhook',
    payload: { id: 'evt_fuzz', type: 'checkout.session.completed', data: { object: {} } },
    headers: { 'stripe-signature': 't=1,v1=00' },
  },
  'POST /api/checkout': {
    method: 'POST',
    url: '/api/checkout',
    payload: { planId: 'tier_50', from: 'pricing' },
  },
  'GET /api/remote-browser/sessions/:sessionId/live': {
    method: 'GET',
    url: `/api/remote-browser/sessions/${randomUUID()}/live`,
  },
  'GET /api/public/templates/:templateId': { method: 'GET', url: `/api/public/templates/${randomUUID()}` },
  'GET /api/v1/openapi.json': { method: 'GET', url: '/api/v1/openapi.json' },
  'GET /api/v1/docs': { method: 'GET', url: '/api/v1/docs' },
  // A public id of the right shape (22 base64url characters), so the bent requests reach the lookup.
  'GET /embed/hotels/:publicId/gallery': {
    method: 'GET',
    url: '/embed/hotels/Fuzz_public-id_0123456/gallery',
  },
  'GET /embed/hotels/:publicId/rooms/:roomId': {
    method: 'GET',
    url: `/embed/hotels/Fuzz_public-id_0123456/rooms/${randomUUID()}`,
  },
  'GET /api/public/hotels/:publicId/schema.jsonld': {
    method: 'GET',
    url: '/api/public/hotels/Fuzz_public-id_0123456/schema.jsonld',
  },
  // A team invitation's token of the right shape (43 base64url characters), so the bent requests reach the lookup.
  'GET /api/invitations/:token': {
    method: 'GET',
    url: '/api/invitations/Fuzz_invitation-token_0123456789abcdefghijk',
  },
};

/** Paths under a wildcard route that matter most: the auth endpoints, in plain and dot-segment forms. */
const authTails = [
  'sign-in/email',
  './sign-in/email',
  'x/../sign-in/email',
  '%2e/sign-in/email',
  'sign-up/email',
  'get-session',
  'update-user',
  'change-password',
  'change-email',
  'send-verification-email',
  'verify-email',
  'request-password-reset',
  'reset-password',
  'list-sessions',
  'revoke-sessions',
  'sign-out',
  'delete-user',
  'no-such-endpoint',
];
const fileTails = ['hotels/x.jpg', '..%2f..%2fetc%2fpasswd', '%2e%2e/%2e%2e/etc/passwd', 'a/b/c/d/e'];

let testApp: TestApp;
let openAi: OpenAiFake;
beforeAll(async () => {
  // Nothing leaves the machine: no Stripe key (the built-in test checkout answers), the AI service is a local
  // fake (the built-in generator refuses every translation), the Booking data API is a closed local port and the
  // live browser is an in-memory one.
  openAi = await startOpenAiFake({ apiKey: 'sk-fuzz' });
  testApp = await buildTestApp(
    {
      BOOKING_API_KEY: 'fuzz-test-key',
      BOOKING_API_BASE_URL: 'http://127.0.0.1:9',
      OPENAI_API_KEY: 'sk-fuzz',
      OPENAI_BASE_URL: openAi.url,
    },
    { remoteBrowser: new FakeRemoteBrowser() },
  );
});
afterAll(async () => {
  await testApp.close();
  await openAi.close();
});

async function send(request: FuzzRequest, cookie: string | undefined) {
  const response = await testApp.app.inject({
    method: request.method,
    url: request.url,
    payload: request.payload,
    headers: { ...request.headers, origin: testAppUrl, ...(request.signedIn && cookie ? { cookie } : {}) },
  });
  const answer = response.body.length > 300 ? `${response.body.slice(0, 300)}...` : response.body;
  expect(
    response.statusCode,
    `${describeRequest(request)} answered ${response.statusCode}: ${answer}`,
  ).toBeLessThan(500);
  // Every refusal names the shared text it says, so a second interface language can show it (issue 31, point 16).
  expect(messagesWithoutId(response), `${describeRequest(request)} answered a message without an id`).toEqual(
    [],
  );
}

async function fuzz(route: string, sample: SampleRequest, signedIn: boolean | 'either', cookie?: string) {
  const wildcardTails = route.startsWith('GET /files/') ? fileTails : authTails;
  const requests = fuzzRequests(route.slice(route.indexOf(' ') + 1), sample, {
    signedIn: signedIn === 'either' ? fc.boolean() : fc.constant(signedIn),
    wildcardTails,
  });
  const pattern = route.slice(route.indexOf(' ') + 1);
  const examples = (signedIn === 'either' ? [false, true] : [signedIn]).flatMap((session) =>
    hostileExamples(pattern, sample, session).map((request) => [request] as [FuzzRequest]),
  );
  // No shrinking: the first failing request is reported as sent, with the seed to repeat the run.
  await fc.assert(
    fc.asyncProperty(requests, (request) => send(request, cookie)),
    { numRuns: runsPerRoute, endOnFailure: true, examples },
  );
}

describe('route registry', () => {
  it('every registered route is fuzzed', () => {
    const fuzzed = new Set([
      ...[...tenantCases, ...keyTenantCases].map((entry) => entry.route),
      ...Object.keys(publicSamples),
    ]);
    const registered = testApp.routes.map((route) => `${route.method} ${route.url}`);
    expect(registered.filter((route) => !fuzzed.has(route))).toEqual([]);
    expect([...publicRoutes].filter((route) => !(route in publicSamples))).toEqual([]);
  });
});

describe.each(tenantCases.map((entry) => [entry.route, entry] as const))('%s', (route, entry) => {
  it('never answers its owner with a server error', async () => {
    const owner = await buildUser(testApp);
    const request = await entry.request({ testApp, owner });
    const sample: SampleRequest = {
      method: String(request.method ?? 'GET'),
      url: String(request.url),
      payload: request.payload,
      headers: request.headers,
    };
    await fuzz(route, sample, true, owner.cookie);
  });
});

// Content API routes (/api/v1) are called with the owner's key of the hotel; sessions never open them.
for (const entry of keyTenantCases)
  it(`${entry.route}: never answers its key's owner with a server error`, async () => {
    const owner = await buildUser(testApp);
    const { hotelId, request } = await entry.setup({ testApp, owner });
    const key = await buildApiKey(testApp, owner.id, [hotelId]);
    const sample: SampleRequest = {
      method: String(request.method ?? 'GET'),
      url: String(request.url),
      payload: request.payload,
      headers: { ...(request.headers as Record<string, string> | undefined), ...key.headers },
    };
    await fuzz(entry.route, sample, false);
  });

// Public routes come last: fuzzing sign-in and sign-up trips their rate limits, which would stop the signed-in
// owners above from being made.
describe.each(Object.entries(publicSamples))('%s', (route, sample) => {
  it('never answers with a server error, signed in or not', async () => {
    const owner = await buildUser(testApp);
    await fuzz(route, sample, 'either', owner.cookie);
  });
});
