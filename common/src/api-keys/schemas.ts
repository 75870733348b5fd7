import { z } from 'zod';
import { singleLineText } from '../text';
import { apiKeyLimits } from './limits';
import { apiKeyTexts } from './texts';

/**
 * API keys of the content API (issue 34, point 4), managed by their owner in Settings -> API keys. Routes:
 *   GET  /api/api-keys                    ApiKeyListView (newest first; revoked keys stay 30 days)
 *   POST /api/api-keys                    ApiKeyCreate -> ApiKeyCreated (201; the whole key, this once only)
 *   POST /api/api-keys/:keyId/revoke      { apiKey: ApiKeyView } (at once; revoking twice keeps the first time)
 */

/**
 * What a key's row says: 'noHotels' when every hotel it could read was deleted, so it reads nothing; an expired
 * or revoked key says so whatever its hotels.
 */
export const apiKeyStatuses = ['active', 'expired', 'revoked', 'noHotels'] as const;
export type ApiKeyStatus = (typeof apiKeyStatuses)[number];

export interface ApiKeyView {
  id: string;
  name: string;
  /** The key's first characters (`hcs_ab12CD34`), by which its owner recognises it. */
  prefix: string;
  hotels: { id: string; name: string }[];
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
  revokedAt: string | null;
  status: ApiKeyStatus;
}

export interface ApiKeyListView {
  keys: ApiKeyView[];
  /** Keys one user may hold that are not revoked. */
  maxActiveKeys: number;
}

export interface ApiKeyCreated {
  apiKey: ApiKeyView;
  /** The whole key: answered once, never stored, never shown again. */
  key: string;
}

const name = z
  .string({ error: apiKeyTexts.nameRequired })
  .pipe(singleLineText())
  .pipe(z.string().min(1, apiKeyTexts.nameRequired).max(apiKeyLimits.nameMaxLength, apiKeyTexts.nameTooLong));

const hotelIds = z
  .array(z.uuid(), { error: apiKeyTexts.hotelsRequired })
  .min(1, apiKeyTexts.hotelsRequired)
  .max(apiKeyLimits.hotelsPerKey)
  .refine((ids) => new Set(ids).size === ids.length, apiKeyTexts.duplicateHotel);

/** A moment with its offset (the form sends the end of the chosen day in the browser's time zone). */
const expiresAt = z.iso.datetime({ offset: true, error: apiKeyTexts.invalidExpiry }).nullable().optional();

/** POST /api/api-keys: the hotels must be the user's own (another's answers 404); the expiry in the future. */
export const apiKeyCreateSchema = z.strictObject({ name, hotelIds, expiresAt });
export type ApiKeyCreateValues = z.output<typeof apiKeyCreateSchema>;
