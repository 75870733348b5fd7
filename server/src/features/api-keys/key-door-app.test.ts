import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiKey } from '../../../test/api-keys';
import { buildHotel, buildUser } from '../../../test/factories';
import { buildTestApp, testAppUrl, type TestApp } from '../../../test/test-app';

/**
 * The /api/v1 door in the whole app, beside the session routes and the content API's routes: the key opens
 * `GET /api/v1/hotels` and nothing a session opens; the owner's cookie opens nothing there; a revocation in
 * Settings counts at the next request, also in another process on the same database.
 */
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await buildTestApp({ API_KEY_RATE_LIMIT: '4' });
  // A second process of the same deployment: its own memory, the same database.
  second = await buildTestApp({ API_KEY_RATE_LIMIT: '4' }, { database: first.context.database });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const read = (app: TestApp, headers: Record<string, string>, url = '/api/v1/hotels') =>
  app.app.inject({ method: 'GET', url, headers });

async function ownerWithKey() {
  const owner = await buildUser(first);
  const hotel = await buildHotel(first, owner.id);
  const key = await buildApiKey(first, owner.id, [hotel.id]);
  return { owner, hotel, key };
}

describe('the /api/v1 door in the app', () => {
  it("opens with the key alone; the owner's session cookie opens nothing there", async () => {
    const { owner, key } = await ownerWithKey();
    expect((await read(first, key.headers)).statusCode).toBe(200);
    const withCookie = await read(first, { cookie: owner.cookie });
    expect(withCookie.statusCode).toBe(401);
    expect(withCookie.headers['www-authenticate']).toBe('Bearer realm="api"');
    expect(withCookie.json()).toMatchObject({ error: { messageId: 'apiKeys.missing' } });
  });

  it('refuses a key in the query string, an expired key and a malformed header', async () => {
    const { owner, hotel, key } = await ownerWithKey();
    const inQuery = await read(first, {}, `/api/v1/hotels?api_key=${key.key}`);
    expect(inQuery.statusCode).toBe(400);
    expect(inQuery.json()).toMatchObject({ error: { messageId: 'apiKeys.inQueryString' } });
    const expired = await buildApiKey(first, owner.id, [hotel.id], { expiresAt: new Date(Date.now() - 1) });
    for (const authorization of [
      `Bearer ${expired.key}`,
      `Bearer ${key.key} extra`,
      `Token ${key.key}`,
      key.key,
    ]) {
      const response = await read(first, { authorization });
      expect(response.statusCode, authorization).toBe(401);
    }
  });

  it('a revocation in Settings counts at the next request, in this process and in another one', async () => {
    const { owner, key } = await ownerWithKey();
    expect((await read(first, key.headers)).statusCode).toBe(200);
    expect((await read(second, key.headers)).statusCode).toBe(200);
    const revoked = await first.app.inject({
      method: 'POST',
      url: `/api/api-keys/${key.id}/revoke`,
      headers: { cookie: owner.cookie, origin: testAppUrl },
    });
    expect(revoked.statusCode).toBe(200);
    for (const app of [first, second]) {
      const response = await read(app, key.headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: { messageId: 'apiKeys.invalid' } });
    }
  });

  it('counts each key over all its routes and processes: the fifth request in a minute is 429', async () => {
    const { hotel, key } = await ownerWithKey();
    // Both processes count in one store only on PostgreSQL; on the embedded database there is one process.
    const apps = first.context.database.postgresPool
      ? [first, second, first, second]
      : [first, first, first, first];
    const urls = ['/api/v1/hotels', `/api/v1/hotels/${hotel.id}`, '/api/v1/hotels', '/api/v1/hotels'];
    for (const [index, app] of apps.entries())
      expect((await read(app, key.headers, urls[index])).statusCode).toBeLessThan(429);
    const limited = await read(first, key.headers);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const other = await ownerWithKey();
    expect((await read(first, other.key.headers)).statusCode).toBe(200);
  });
});
