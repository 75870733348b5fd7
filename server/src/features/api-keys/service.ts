import { apiKeyLimits } from '@common/api-keys/limits';
import type {
  ApiKeyCreated,
  ApiKeyCreateValues,
  ApiKeyListView,
  ApiKeyStatus,
  ApiKeyView,
} from '@common/api-keys/schemas';
import { apiKeyTexts } from '@common/api-keys/texts';
import { hotelTexts } from '@common/hotels/schemas';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../hotels/service';
import { requireRole } from '../teams/access-check';
import { generateApiKey } from './key-format';
import { createKeyWithinLimit, listKeys, removeOldRevokedKeys, revokeKey, type KeyRow } from './repository';

const dayMs = 24 * 60 * 60_000;
const keyNotFound = () => new AppError('notFound', apiKeyTexts.notFound);

/** The user's keys, newest first; keys revoked more than 30 days ago are removed first (they only filled it). */
export async function listApiKeys(db: Db, userId: string, now: Date): Promise<ApiKeyListView> {
  await removeOldRevokedKeys(db, userId, new Date(now.getTime() - apiKeyLimits.revokedKeptDays * dayMs));
  const keys = await listKeys(db, userId);
  return { keys: keys.map((key) => presentKey(key, now)), maxActiveKeys: apiKeyLimits.keysPerUser };
}

/**
 * A new key for hotels the user administers (API keys are the owner's and admins', issue 36): answered once in
 * full, stored only as its hash and prefix. A hotel the user does not work on, or one that does not exist, answers
 * 404 as everywhere; one they work on as editor or viewer 403; a 26th key that is not revoked, 409.
 */
export async function createApiKey(
  db: Db,
  userId: string,
  input: ApiKeyCreateValues,
  now: Date,
): Promise<ApiKeyCreated> {
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt <= now)
    throw new AppError('validation', apiKeyTexts.expiryInPast, {
      fields: { expiresAt: apiKeyTexts.expiryInPast },
    });
  await requireAdminOfEach(db, userId, input.hotelIds);
  const { key, prefix, hash } = generateApiKey();
  const outcome = await createKeyWithinLimit(
    db,
    { userId, name: input.name, prefix, keyHash: hash, expiresAt, hotelIds: input.hotelIds },
    apiKeyLimits.keysPerUser,
  );
  if ('refused' in outcome) {
    if (outcome.refused === 'notOwned') throw new AppError('notFound', hotelTexts.hotelNotFound);
    throw new AppError('conflict', apiKeyTexts.tooManyKeys);
  }
  const created = (await listKeys(db, userId)).find((row) => row.id === outcome.created.id);
  if (!created) throw keyNotFound();
  return { apiKey: presentKey(created, now), key };
}

/**
 * The user must be the owner or an admin of every hotel: a hotel they do not work on answers 404 before any role
 * is judged (nothing is told about it), then a hotel where their role is lower 403.
 */
async function requireAdminOfEach(db: Db, userId: string, hotelIds: string[]) {
  const checks = await Promise.allSettled(
    hotelIds.map((hotelId) => requireRole(db, userId, hotelId, 'admin')),
  );
  const refusals = checks.flatMap((check) => (check.status === 'rejected' ? [check.reason as unknown] : []));
  const unknown = refusals.find((error) => error instanceof AppError && error.code === 'notFound');
  if (unknown ?? refusals[0]) throw unknown ?? refusals[0];
}

/** Revokes the user's key at once; another user's or an unknown id answers 404. */
export async function revokeApiKey(db: Db, userId: string, keyId: string, now: Date): Promise<ApiKeyView> {
  if (!isUuid(keyId) || !(await revokeKey(db, userId, keyId, now))) throw keyNotFound();
  const revoked = (await listKeys(db, userId)).find((row) => row.id === keyId);
  if (!revoked) throw keyNotFound();
  return presentKey(revoked, now);
}

function presentKey(row: KeyRow, now: Date): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    hotels: row.hotels,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    status: statusOf(row, now),
  };
}

function statusOf(row: KeyRow, now: Date): ApiKeyStatus {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt <= now) return 'expired';
  if (row.hotels.length === 0) return 'noHotels';
  return 'active';
}
