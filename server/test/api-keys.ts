import { eq } from 'drizzle-orm';
import { apiKeys } from '../src/db/schema';
import { generateApiKey } from '../src/features/api-keys/key-format';
import { insertKey } from '../src/features/api-keys/repository';
import type { TestApp } from './test-app';

export interface TestApiKey {
  id: string;
  /** The whole key, as its owner copied it once. */
  key: string;
  prefix: string;
  /** `{ authorization: 'Bearer <key>' }`, for inject's headers. */
  headers: { authorization: string };
}

export interface TestApiKeyOptions {
  name?: string;
  expiresAt?: Date | null;
  /** A key revoked at this time. */
  revokedAt?: Date;
}

/**
 * buildApiKey: a key of the user for these hotels (which should be the user's own), stored as the Settings tab
 * stores one (only the hash and prefix); answers the full key once, like the tab does.
 */
export async function buildApiKey(
  testApp: TestApp,
  userId: string,
  hotelIds: string[],
  options: TestApiKeyOptions = {},
): Promise<TestApiKey> {
  const { key, prefix, hash } = generateApiKey();
  const { id } = await insertKey(testApp.context.db, {
    userId,
    name: options.name ?? 'Website',
    prefix,
    keyHash: hash,
    expiresAt: options.expiresAt ?? null,
    hotelIds,
  });
  if (options.revokedAt)
    await testApp.context.db.update(apiKeys).set({ revokedAt: options.revokedAt }).where(eq(apiKeys.id, id));
  return { id, key, prefix, headers: bearerHeaders(key) };
}

export const bearerHeaders = (key: string) => ({ authorization: `Bearer ${key}` });
