import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startWebhookReceiver, verifies, type WebhookReceiver } from '@e2e/fakes/webhook-receiver';
import { apiKeys, contentWebhooks } from '../../db/schema';
import { buildApiKey } from '../../../test/api-keys';
import { buildHotel, buildUser, type SignedInUser } from '../../../test/factories';
import { buildTestApp, testAppUrl, type TestApp } from '../../../test/test-app';

// The session routes of a key's webhook (issue 34, point 5), against a receiver on 127.0.0.1.
let receiver: WebhookReceiver;
let testApp: TestApp;
let owner: SignedInUser;
let keyId: string;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  testApp = await buildTestApp({ OUTBOUND_ALLOWED_HOSTS: receiver.host });
  owner = await buildUser(testApp);
});
afterAll(async () => {
  await testApp.close();
  await receiver.close();
});
beforeEach(async () => {
  receiver.received.length = 0;
  receiver.answer = () => 200;
  const hotel = await buildHotel(testApp, owner.id);
  keyId = (await buildApiKey(testApp, owner.id, [hotel.id])).id;
});

function call(method: 'GET' | 'PUT' | 'POST' | 'DELETE', path = '', payload?: object, user = owner) {
  return testApp.app.inject({
    method,
    url: `/api/api-keys/${keyId}/webhook${path}`,
    payload,
    headers: { cookie: user.cookie, origin: testAppUrl },
  });
}

const save = (url: string) => call('PUT', '', { url });

describe('saving a webhook URL', () => {
  it('creates the webhook and shows its signing secret once, stored sealed', async () => {
    const created = await save(receiver.url());
    expect(created.statusCode, created.body).toBe(200);
    const { webhook, signingSecret } = created.json();
    expect(signingSecret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(webhook).toEqual({
      url: receiver.url(),
      status: 'active',
      consecutiveFailures: 0,
      disabledAt: null,
      createdAt: expect.any(String),
      deliveries: [],
    });
    const read = await call('GET');
    expect(read.json().webhook.url).toBe(receiver.url());
    expect(read.body).not.toContain(signingSecret);
    const [row] = await testApp.context.db
      .select()
      .from(contentWebhooks)
      .where(eq(contentWebhooks.keyId, keyId));
    expect(row?.sealedSecret).not.toContain(signingSecret.slice(6));
  });

  it('replaces the address without a new secret, active again with no failures counted', async () => {
    await save(receiver.url('/first'));
    await testApp.context.db
      .update(contentWebhooks)
      .set({ consecutiveFailures: 20, disabledAt: new Date() })
      .where(eq(contentWebhooks.keyId, keyId));
    const replaced = await save(receiver.url('/second'));
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().signingSecret).toBeUndefined();
    expect(replaced.json().webhook).toMatchObject({ url: receiver.url('/second'), status: 'active' });
  });

  it.each([
    [
      'a private address',
      'https://127.0.0.1/hooks',
      'The webhook URL must point to a public address on the internet, not a private or local one',
    ],
    [
      'cloud metadata',
      'https://169.254.169.254/latest/meta-data',
      'The webhook URL must point to a public address on the internet, not a private or local one',
    ],
    [
      'a name for a private address',
      'https://localhost/hooks',
      'The webhook URL must point to a public address on the internet, not a private or local one',
    ],
    ['plain http', 'http://93.184.216.34/hooks', 'The webhook URL must start with https://'],
    [
      'credentials',
      'https://user:secret@93.184.216.34/hooks',
      'Please enter a complete URL, such as https://example.com/webhooks/hotel-content',
    ],
    [
      'no URL',
      'hooks.example.com',
      'Please enter a complete URL, such as https://example.com/webhooks/hotel-content',
    ],
    [
      'spaces',
      'https://93.184.216.34/a b',
      'Please enter a complete URL, such as https://example.com/webhooks/hotel-content',
    ],
    [
      'a control character',
      'https://93.184.216.34/a\u0007',
      'Please enter a complete URL, such as https://example.com/webhooks/hotel-content',
    ],
    ['an empty field', '  ', 'Please enter the webhook URL'],
    [
      'a huge URL',
      `https://93.184.216.34/${'a'.repeat(2000)}`,
      'The webhook URL can be at most 2000 characters long',
    ],
  ])('refuses %s, naming the field, and stores nothing', async (_case, url, message) => {
    const refused = await save(url);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'validation', message, fields: { url: message } });
    expect((await call('GET')).json().webhook).toBeNull();
  });

  it('refuses what is not { url }', async () => {
    expect((await call('PUT', '', { url: 5 })).statusCode).toBe(400);
    expect((await call('PUT', '', { url: receiver.url(), extra: 1 })).statusCode).toBe(400);
    expect((await call('PUT', '', [receiver.url()])).statusCode).toBe(400);
  });

  it('two saves at once make one webhook, and only one of them shows a secret', async () => {
    const answers = await Promise.all([save(receiver.url('/a')), save(receiver.url('/b'))]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.filter((answer) => answer.json().signingSecret).length).toBe(1);
    const rows = await testApp.context.db
      .select()
      .from(contentWebhooks)
      .where(eq(contentWebhooks.keyId, keyId));
    expect(rows).toHaveLength(1);
  });
});

describe('send test event', () => {
  it('sends a ping signed with the secret and answers the receiver’s status; kept among the deliveries', async () => {
    const { signingSecret } = (await save(receiver.url('/ping'))).json();
    const tested = await call('POST', '/test');
    expect(tested.statusCode).toBe(200);
    expect(tested.json()).toEqual({ delivered: true, httpStatus: 200, error: null });
    const [ping] = receiver.received;
    expect(ping?.event).toEqual({ id: expect.any(String), type: 'ping', created: expect.any(Number) });
    expect(verifies(ping!, signingSecret)).toBe(true);
    const { webhook } = (await call('GET')).json();
    expect(webhook.deliveries).toEqual([
      {
        id: expect.any(String),
        eventId: ping?.event.id,
        eventType: 'ping',
        hotelId: null,
        attempt: 1,
        delivered: true,
        httpStatus: 200,
        error: null,
        attemptedAt: expect.any(String),
      },
    ]);
  });

  it('answers a failing receiver’s status without counting it against the webhook', async () => {
    await save(receiver.url('/broken'));
    receiver.answer = () => 500;
    expect((await call('POST', '/test')).json()).toEqual({
      delivered: false,
      httpStatus: 500,
      error: 'http-status',
    });
    expect((await call('GET')).json().webhook).toMatchObject({ status: 'active', consecutiveFailures: 0 });
  });

  it('after rolling the secret, signs with the new one only', async () => {
    const first = (await save(receiver.url('/roll'))).json().signingSecret;
    const rolled = await call('POST', '/roll-secret');
    expect(rolled.statusCode).toBe(200);
    const second = rolled.json().signingSecret;
    expect(second).toMatch(/^whsec_/);
    expect(second).not.toBe(first);
    await call('POST', '/test');
    const [ping] = receiver.received;
    expect(verifies(ping!, second)).toBe(true);
    expect(verifies(ping!, first)).toBe(false);
  });
});

describe('removing, and what another user or a revoked key gets', () => {
  it('removes the webhook after which there is none', async () => {
    await save(receiver.url());
    expect((await call('DELETE')).statusCode).toBe(204);
    expect((await call('GET')).json()).toEqual({ webhook: null });
    expect((await call('DELETE')).statusCode).toBe(404);
    expect((await call('POST', '/test')).statusCode).toBe(404);
  });

  it('another user’s key, an unknown or malformed id: 404 on every route, nothing changed', async () => {
    await save(receiver.url());
    const stranger = await buildUser(testApp);
    for (const [method, path, payload] of [
      ['GET', '', undefined],
      ['PUT', '', { url: receiver.url('/stolen') }],
      ['POST', '/test', undefined],
      ['POST', '/enable', undefined],
      ['POST', '/roll-secret', undefined],
      ['DELETE', '', undefined],
    ] as const) {
      expect((await call(method, path, payload, stranger)).statusCode).toBe(404);
    }
    expect(receiver.received).toEqual([]);
    expect((await call('GET')).json().webhook.url).toBe(receiver.url());
    const unknown = await testApp.app.inject({
      method: 'GET',
      url: '/api/api-keys/not-a-uuid/webhook',
      headers: { cookie: owner.cookie },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('a revoked key’s webhook can be read and removed, not changed or tested', async () => {
    await save(receiver.url());
    await testApp.context.db.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, keyId));
    expect((await call('GET')).statusCode).toBe(200);
    for (const [method, path, payload] of [
      ['PUT', '', { url: receiver.url('/other') }],
      ['POST', '/test', undefined],
      ['POST', '/enable', undefined],
      ['POST', '/roll-secret', undefined],
    ] as const) {
      const refused = await call(method, path, payload);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(
        'This API key was revoked: its webhook cannot be changed or tested',
      );
    }
    expect(receiver.received).toEqual([]);
    expect((await call('DELETE')).statusCode).toBe(204);
  });
});
