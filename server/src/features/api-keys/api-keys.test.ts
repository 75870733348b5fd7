import { apiKeyLimits } from '@common/api-keys/limits';
import type { ApiKeyCreated, ApiKeyListView, ApiKeyView } from '@common/api-keys/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyHotels, apiKeys } from '../../db/schema';
import { buildApiKey } from '../../../test/api-keys';
import { buildHotel, buildUser, type SignedInUser } from '../../../test/factories';
import { buildTestApp, testAppUrl, type TestApp } from '../../../test/test-app';
import { hashApiKey } from './key-format';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const send = (user: SignedInUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  testApp.app.inject({ method, url, payload, headers: { cookie: user.cookie, origin: testAppUrl } });

const list = async (user: SignedInUser) => (await send(user, 'GET', '/api/api-keys')).json<ApiKeyListView>();

const create = (user: SignedInUser, payload: object) => send(user, 'POST', '/api/api-keys', payload);

async function ownerWithHotels(count = 1) {
  const owner = await buildUser(testApp);
  const hotels = [];
  for (let index = 0; index < count; index++)
    hotels.push(await buildHotel(testApp, owner.id, { name: `Hotel ${index + 1}`, type: 'chain' }));
  return { owner, hotels };
}

describe('creating a key', () => {
  it('answers the whole key once, stores only its hash and prefix, and never shows it again', async () => {
    const { owner, hotels } = await ownerWithHotels(2);
    const expiresAt = new Date(Date.now() + 7 * 24 * 60 * 60_000).toISOString();
    const response = await create(owner, {
      name: '  Website  ',
      hotelIds: [hotels[1]!.id],
      expiresAt,
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { key, apiKey } = response.json<ApiKeyCreated>();
    expect(key).toMatch(/^hcs_[0-9A-Za-z]{40}$/);
    expect(apiKey).toMatchObject({
      name: 'Website',
      prefix: key.slice(0, 12),
      hotels: [{ id: hotels[1]!.id, name: 'Hotel 2' }],
      lastUsedAt: null,
      expiresAt,
      revokedAt: null,
      status: 'active',
    });

    const stored = await testApp.context.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(stored[0]?.keyHash).toBe(hashApiKey(key));
    const secret = key.slice(12);
    const everyRow = await testApp.context.db.execute(sql`select t::text as row from api_keys t`);
    expect(JSON.stringify(everyRow)).not.toContain(secret);

    const listed = await send(owner, 'GET', '/api/api-keys');
    expect(listed.body).not.toContain(secret);
    expect(listed.body).not.toContain(hashApiKey(key));
    expect(listed.json<ApiKeyListView>().keys).toEqual([apiKey]);
  });

  it("another user's hotel, or none that exists, is 404 and no key is made", async () => {
    const { owner, hotels } = await ownerWithHotels();
    const { hotels: strangersHotels } = await ownerWithHotels();
    for (const hotelIds of [
      [strangersHotels[0]!.id],
      [hotels[0]!.id, strangersHotels[0]!.id],
      [crypto.randomUUID()],
    ]) {
      const response = await create(owner, { name: 'Mine?', hotelIds });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { messageId: 'hotels.hotelNotFound' } });
    }
    expect((await list(owner)).keys).toEqual([]);
    expect(
      await testApp.context.db
        .select()
        .from(apiKeyHotels)
        .where(eq(apiKeyHotels.hotelId, strangersHotels[0]!.id)),
    ).toEqual([]);
  });

  it('refuses bad input naming the field', async () => {
    const { owner, hotels } = await ownerWithHotels();
    const hotelIds = [hotels[0]!.id];
    const cases: [object, string, string | undefined][] = [
      [{ name: '   ', hotelIds }, 'name', 'apiKeys.nameRequired'],
      [{ name: 'x'.repeat(apiKeyLimits.nameMaxLength + 1), hotelIds }, 'name', 'apiKeys.nameTooLong'],
      [{ name: 'Line\nbreak', hotelIds }, 'name', 'http.controlCharacters'],
      [{ name: 'Site', hotelIds: [] }, 'hotelIds', 'apiKeys.hotelsRequired'],
      [{ name: 'Site' }, 'hotelIds', 'apiKeys.hotelsRequired'],
      [{ name: 'Site', hotelIds: [hotelIds[0], hotelIds[0]] }, 'hotelIds', 'apiKeys.duplicateHotel'],
      [{ name: 'Site', hotelIds, expiresAt: 'tomorrow' }, 'expiresAt', 'apiKeys.invalidExpiry'],
      [{ name: 'Site', hotelIds, expiresAt: '2020-01-01T00:00:00Z' }, 'expiresAt', 'apiKeys.expiryInPast'],
      [{ name: 'Site', hotelIds: ['not-a-uuid'] }, 'hotelIds.0', undefined],
    ];
    for (const [payload, field, messageId] of cases) {
      const response = await create(owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const { error } = response.json();
      expect(Object.keys(error.fields), JSON.stringify(payload)).toContain(field);
      if (messageId) expect(error.fieldMessages[field].id).toBe(messageId);
    }
    expect((await list(owner)).keys).toEqual([]);
  });

  it(`allows ${apiKeyLimits.keysPerUser} keys that are not revoked, even when asked at once`, async () => {
    const { owner, hotels } = await ownerWithHotels();
    const hotelIds = [hotels[0]!.id];
    for (let index = 0; index < apiKeyLimits.keysPerUser - 2; index++)
      await buildApiKey(testApp, owner.id, hotelIds);
    const together = await Promise.all(
      [1, 2, 3, 4].map((index) => create(owner, { name: `Key ${index}`, hotelIds })),
    );
    expect(together.map((response) => response.statusCode).sort()).toEqual([201, 201, 409, 409]);
    const refused = together.find((response) => response.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ error: { messageId: 'apiKeys.tooManyKeys' } });
    const { keys } = await list(owner);
    expect(keys).toHaveLength(apiKeyLimits.keysPerUser);

    const revoked = await send(owner, 'POST', `/api/api-keys/${keys[0]!.id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect((await create(owner, { name: 'After revoking', hotelIds })).statusCode).toBe(201);
  });
});

describe('listing and revoking', () => {
  it('lists each key with its hotels, use, expiry and status', async () => {
    const { owner, hotels } = await ownerWithHotels(2);
    const expired = await buildApiKey(testApp, owner.id, [hotels[0]!.id], {
      name: 'Old',
      expiresAt: new Date(Date.now() - 1000),
    });
    const revoked = await buildApiKey(testApp, owner.id, [hotels[0]!.id], { revokedAt: new Date() });
    const both = await buildApiKey(testApp, owner.id, [hotels[0]!.id, hotels[1]!.id]);
    const used = new Date('2030-01-01T10:00:00.000Z');
    await testApp.context.db.update(apiKeys).set({ lastUsedAt: used }).where(eq(apiKeys.id, both.id));
    const byId = new Map((await list(owner)).keys.map((key) => [key.id, key]));
    expect(byId.get(expired.id)?.status).toBe('expired');
    expect(byId.get(revoked.id)?.status).toBe('revoked');
    expect(byId.get(both.id)).toMatchObject({
      status: 'active',
      prefix: both.prefix,
      lastUsedAt: used.toISOString(),
      hotels: [
        { id: hotels[0]!.id, name: 'Hotel 1' },
        { id: hotels[1]!.id, name: 'Hotel 2' },
      ],
    });
  });

  it('removes keys revoked more than 30 days ago from the list', async () => {
    const { owner, hotels } = await ownerWithHotels();
    const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60_000);
    const old = await buildApiKey(testApp, owner.id, [hotels[0]!.id], { revokedAt: longAgo });
    const recent = await buildApiKey(testApp, owner.id, [hotels[0]!.id], { revokedAt: new Date() });
    const ids = (await list(owner)).keys.map((key) => key.id);
    expect(ids).toEqual([recent.id]);
    expect(await testApp.context.db.select().from(apiKeys).where(eq(apiKeys.id, old.id))).toEqual([]);
  });

  it("revokes the owner's key once; another user's key or an unknown id is 404 and stays as it was", async () => {
    const { owner, hotels } = await ownerWithHotels();
    const { owner: stranger, hotels: strangersHotels } = await ownerWithHotels();
    const key = await buildApiKey(testApp, owner.id, [hotels[0]!.id]);
    const strangersKey = await buildApiKey(testApp, stranger.id, [strangersHotels[0]!.id]);

    for (const id of [strangersKey.id, crypto.randomUUID(), 'not-a-uuid']) {
      const response = await send(owner, 'POST', `/api/api-keys/${id}/revoke`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { messageId: 'apiKeys.notFound' } });
    }
    expect((await list(stranger)).keys[0]?.status).toBe('active');

    const first = await send(owner, 'POST', `/api/api-keys/${key.id}/revoke`);
    expect(first.statusCode).toBe(200);
    const revoked = first.json<{ apiKey: ApiKeyView }>().apiKey;
    expect(revoked.status).toBe('revoked');
    const again = await send(owner, 'POST', `/api/api-keys/${key.id}/revoke`);
    expect(again.json<{ apiKey: ApiKeyView }>().apiKey.revokedAt).toBe(revoked.revokedAt);
  });

  it('a Bearer key opens no session route', async () => {
    const { owner, hotels } = await ownerWithHotels();
    const key = await buildApiKey(testApp, owner.id, [hotels[0]!.id]);
    for (const url of ['/api/api-keys', '/api/hotels', `/api/hotels/${hotels[0]!.id}/rooms`]) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: key.headers });
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toMatchObject({ error: { messageId: 'http.signInRequired' } });
    }
  });
});

describe('deleting', () => {
  it('a deleted hotel leaves its keys; a key left without hotels says so', async () => {
    const { owner, hotels } = await ownerWithHotels(3);
    const onlyDeleted = await buildApiKey(testApp, owner.id, [hotels[1]!.id]);
    const mixed = await buildApiKey(testApp, owner.id, [hotels[1]!.id, hotels[2]!.id]);
    expect((await send(owner, 'DELETE', `/api/hotels/${hotels[1]!.id}`)).statusCode).toBe(204);
    expect(
      await testApp.context.db.select().from(apiKeyHotels).where(eq(apiKeyHotels.hotelId, hotels[1]!.id)),
    ).toEqual([]);
    const byId = new Map((await list(owner)).keys.map((key) => [key.id, key]));
    expect(byId.get(onlyDeleted.id)).toMatchObject({ status: 'noHotels', hotels: [] });
    expect(byId.get(mixed.id)).toMatchObject({ status: 'active', hotels: [{ id: hotels[2]!.id }] });
  });

  it("deleting the account removes the user's keys", async () => {
    const { owner, hotels } = await ownerWithHotels();
    const key = await buildApiKey(testApp, owner.id, [hotels[0]!.id]);
    const response = await send(owner, 'DELETE', '/api/account', { password: owner.password });
    expect(response.statusCode).toBe(204);
    expect(await testApp.context.db.select().from(apiKeys).where(eq(apiKeys.id, key.id))).toEqual([]);
    expect(
      await testApp.context.db.select().from(apiKeyHotels).where(eq(apiKeyHotels.keyId, key.id)),
    ).toEqual([]);
  });
});
