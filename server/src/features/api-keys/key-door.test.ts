import { apiKeyTexts } from '@common/api-keys/texts';
import cookie from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { apiKeys, hotels, user } from '../../db/schema';
import { registerErrorHandler } from '../../http/error-handler';
import '../../http/fastify-types';
import { registerSessionGuard } from '../../http/session';
import { memoryRateCounters } from '../../integrations/rate-limits/rate-counters';
import { redactUrl } from '../../lib/logger';
import { openTestDatabase } from '../../../test/test-database';
import { registerApiKeyDoor } from './key-door';
import { generateApiKey, hashApiKey, isWellFormedApiKey, visiblePrefix } from './key-format';
import { currentApiKey, requireKeyHotel } from './key-principal';
import { insertKey } from './repository';

/**
 * The /api/v1 door on its own: a small app with the real session guard (whose reader accepts any cookie, so a
 * refusal proves the door never asked it), the real key door and a real database, and three routes: a key route,
 * a key route of one hotel, and a session route. The content routes are tested with the whole app beside them.
 */
let database: DatabaseHandle;
let app: FastifyInstance;
let clock = new Date('2030-01-01T12:00:00Z');
const requestsPerMinute = 5;
let userId: string;
let hotelA: string;
let hotelB: string;

beforeAll(async () => {
  database = await openTestDatabase();
  app = Fastify();
  registerErrorHandler(app);
  await app.register(cookie);
  registerSessionGuard(app, async (request) =>
    request.cookies.session ? { id: 'session-user', email: 'a@b.c', name: 'A', emailVerified: true } : null,
  );
  registerApiKeyDoor(app, {
    db: database.db,
    rateCounters: memoryRateCounters(),
    requestsPerMinute,
    log: app.log,
    now: () => clock,
  });
  app.get('/api/v1/probe', { config: { access: 'apiKey' } }, async (request) => ({
    key: currentApiKey(request),
    user: request.user,
  }));
  app.get<{ Params: { hotelId: string } }>(
    '/api/v1/hotels/:hotelId/probe',
    { config: { access: 'apiKey' } },
    async (request) => ({ hotel: requireKeyHotel(request, request.params.hotelId).hotelIds }),
  );
  app.get('/api/probe', async (request) => ({ user: request.user, key: request.apiKey }));
  await app.ready();

  userId = await insertUser('owner@example.com');
  hotelA = await insertHotel(userId, 'Hotel A');
  hotelB = await insertHotel(userId, 'Hotel B');
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function insertUser(email: string) {
  const id = crypto.randomUUID();
  await database.db.insert(user).values({ id, email, name: email, emailVerified: true });
  return id;
}

async function insertHotel(owner: string, name: string) {
  const [row] = await database.db.insert(hotels).values({ userId: owner, name }).returning({ id: hotels.id });
  return row!.id;
}

async function newKey(hotelIds: string[], expiresAt: Date | null = null, owner = userId) {
  const { key, prefix, hash } = generateApiKey();
  const { id } = await insertKey(database.db, {
    userId: owner,
    name: 'Test',
    prefix,
    keyHash: hash,
    expiresAt,
    hotelIds,
  });
  return { id, key };
}

const call = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

describe('the key format', () => {
  it('is hcs_ with 40 base62 characters, different each time, stored as its SHA-256 and shown by its prefix', () => {
    const first = generateApiKey();
    const second = generateApiKey();
    expect(first.key).toMatch(/^hcs_[0-9A-Za-z]{40}$/);
    expect(isWellFormedApiKey(first.key)).toBe(true);
    expect(first.key).not.toBe(second.key);
    expect(first.prefix).toBe(first.key.slice(0, 12));
    expect(visiblePrefix(first.key)).toBe(first.prefix);
    expect(first.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.hash).toBe(hashApiKey(first.key));
    expect(first.hash).not.toContain(first.key.slice(12));
  });
});

describe('the /api/v1 door', () => {
  it('opens with a Bearer key and puts its owner and hotels on the request, never a session user', async () => {
    const { id, key } = await newKey([hotelA, hotelB]);
    const response = await call('/api/v1/probe', { ...bearer(key), cookie: 'session=abc' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      key: { keyId: string; userId: string; hotelIds: string[] };
      user: unknown;
    }>();
    expect(body.key.keyId).toBe(id);
    expect(body.key.userId).toBe(userId);
    expect(body.key.hotelIds.sort()).toEqual([hotelA, hotelB].sort());
    expect(body.user).toBeNull();
  });

  it('answers 401 with WWW-Authenticate and a message id without a key, even with a session cookie', async () => {
    const headerSets: Record<string, string>[] = [
      {},
      { cookie: 'session=abc' },
      { authorization: 'Basic dXNlcjpwYXNz' },
    ];
    for (const headers of headerSets) {
      const response = await call('/api/v1/probe', headers);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="api"');
      expect(response.json()).toMatchObject({
        error: { code: 'unauthenticated', message: apiKeyTexts.missing, messageId: 'apiKeys.missing' },
      });
    }
  });

  it('answers 401 for a malformed, unknown, revoked or expired key, and for one left without hotels', async () => {
    const revoked = await newKey([hotelA]);
    await database.db.update(apiKeys).set({ revokedAt: clock }).where(eq(apiKeys.id, revoked.id));
    const expired = await newKey([hotelA], new Date(clock.getTime() - 1));
    const noHotels = await newKey([]);
    const candidates = [
      'hcs_short',
      `${generateApiKey().key}x`,
      'not-a-key',
      generateApiKey().key,
      revoked.key,
      expired.key,
      noHotels.key,
    ];
    for (const key of candidates) {
      const response = await call('/api/v1/probe', bearer(key));
      expect(response.statusCode, key).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="api", error="invalid_token"');
      expect(response.json()).toMatchObject({ error: { messageId: 'apiKeys.invalid' } });
    }
  });

  it('a key expires at its time exactly', async () => {
    const { key } = await newKey([hotelA], new Date(clock.getTime() + 1000));
    expect((await call('/api/v1/probe', bearer(key))).statusCode).toBe(200);
    const before = clock;
    clock = new Date(clock.getTime() + 1000);
    try {
      expect((await call('/api/v1/probe', bearer(key))).statusCode).toBe(401);
    } finally {
      clock = before;
    }
  });

  it('refuses a key in the query string without reading it, even beside a good header', async () => {
    const { id, key } = await newKey([hotelA]);
    const urls = [
      `/api/v1/probe?api_key=${key}`,
      `/api/v1/probe?key=anything`,
      `/api/v1/probe?access_token=${key}`,
      `/api/v1/probe?cursor=${encodeURIComponent(key)}`,
      `/api/v1/probe?x=${key.replace('_', '%5F')}`,
    ];
    for (const url of urls) {
      const response = await call(url, bearer(key));
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ error: { messageId: 'apiKeys.inQueryString' } });
    }
    // Never checked: the key was not even marked as used.
    const [row] = await database.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row?.lastUsedAt).toBeNull();
    expect(redactUrl(`/api/v1/probe?x=${key}`)).not.toContain(key.slice(4));
    expect(redactUrl(`/api/v1/probe?api_key=${key}`)).not.toContain(key.slice(4));
  });

  it('a key reads only its hotels: another hotel is 404, as an unknown one', async () => {
    const { key } = await newKey([hotelA]);
    const own = await call(`/api/v1/hotels/${hotelA}/probe`, bearer(key));
    expect(own.statusCode).toBe(200);
    for (const other of [hotelB, crypto.randomUUID(), 'not-a-uuid']) {
      const response = await call(`/api/v1/hotels/${other}/probe`, bearer(key));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { messageId: 'http.notFound' } });
    }
  });

  it("never lists a hotel that is no longer its owner's", async () => {
    const stranger = await insertUser('stranger@example.com');
    const strangersHotel = await insertHotel(stranger, 'Not yours');
    // A key row naming another user's hotel (the routes never write one) still reads only the owner's hotels.
    const { key } = await newKey([hotelA, strangersHotel]);
    const response = await call(`/api/v1/hotels/${strangersHotel}/probe`, bearer(key));
    expect(response.statusCode).toBe(404);
  });

  it('a Bearer key never opens a session route', async () => {
    const { key } = await newKey([hotelA]);
    const response = await call('/api/probe', bearer(key));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { messageId: 'http.signInRequired' } });
  });

  it('limits each key to its requests a minute, with Retry-After, apart from other keys', async () => {
    const busy = await newKey([hotelA]);
    const other = await newKey([hotelA]);
    for (let request = 1; request <= requestsPerMinute; request++) {
      const response = await call('/api/v1/probe', bearer(busy.key));
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-ratelimit-remaining']).toBe(String(requestsPerMinute - request));
    }
    const limited = await call('/api/v1/probe', bearer(busy.key));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.json()).toMatchObject({
      error: { code: 'rateLimited', messageId: 'apiKeys.rateLimited' },
    });
    expect((await call('/api/v1/probe', bearer(other.key))).statusCode).toBe(200);
  });

  it('records a use at most once a minute', async () => {
    const { id, key } = await newKey([hotelA]);
    const lastUsed = async () =>
      (await database.db.select().from(apiKeys).where(eq(apiKeys.id, id)))[0]?.lastUsedAt?.toISOString();
    const start = clock;
    try {
      await call('/api/v1/probe', bearer(key));
      expect(await lastUsed()).toBe(start.toISOString());
      clock = new Date(start.getTime() + 30_000);
      await call('/api/v1/probe', bearer(key));
      expect(await lastUsed()).toBe(start.toISOString());
      clock = new Date(start.getTime() + 61_000);
      await call('/api/v1/probe', bearer(key));
      expect(await lastUsed()).toBe(clock.toISOString());
    } finally {
      clock = start;
    }
  });
});

describe('routes declare their door', () => {
  it('a route under /api/v1/ that is neither a key route nor public is refused as it is added', async () => {
    const other = Fastify();
    registerApiKeyDoor(other, {
      db: database.db,
      rateCounters: memoryRateCounters(),
      requestsPerMinute,
      log: other.log,
    });
    expect(() => other.get('/api/v1/undeclared', async () => ({}))).toThrow(/access 'apiKey'/);
    expect(() => other.get('/api/elsewhere', { config: { access: 'apiKey' } }, async () => ({}))).toThrow(
      /only routes under/,
    );
    await other.close();
  });
});
