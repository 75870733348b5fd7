import { apiKeyTexts } from '@common/api-keys/texts';
import { roleAllows } from '@common/teams/roles';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { RateCounters } from '../../integrations/rate-limits/rate-counters';
import { AppError } from '../../lib/app-error';
import { hotelsOfUser } from '../hotels/hotels-of-users';
import { recordKeyUse, type StoredKey } from './door-repository';
import { apiKeyInText, hashApiKey, isWellFormedApiKey } from './key-format';
import { LastUseThrottle } from './last-use-throttle';
import { keyByHash } from './remembered-keys';

export interface ApiKeyDoorOptions {
  db: Db;
  rateCounters: RateCounters;
  /** Requests per minute one key may make, over all /api/v1 routes together (API_KEY_RATE_LIMIT). */
  requestsPerMinute: number;
  log: FastifyBaseLogger;
  /** Only tests replace the clock (expiry, the once-a-minute use record). */
  now?: () => Date;
}

/** The content API's prefix: every route under it is a key route (or a public one, like its documentation). */
export const keyRoutePrefix = '/api/v1/';

/** Query parameter names under which clients commonly put keys: refused unread, whatever their value. */
const keyParameterNames = new Set(['key', 'api_key', 'apikey', 'api-key', 'access_token', 'token']);
const bearer = /^Bearer +(\S+) *$/i;
const minuteMs = 60_000;

/**
 * The second door of the API (ARCHITECTURE.md "Sessions and access"): routes that say `access: 'apiKey'` are
 * opened by `Authorization: Bearer <key>` and nothing else. Session cookies are never read here (the session
 * guard skips these routes), and a key opens no other route (the session guard reads cookies only), so a key
 * leaked to a website builder cannot act for its owner, and a signed-in browser cannot be steered into the API
 * by another site. On PostgreSQL each request reads the key anew (one indexed query); the embedded database keeps
 * what it read until it announces a change to the key (remembered-keys.ts). Either way a revocation counts at the
 * next request in every process; the key's principal is then on the request (`currentApiKey`, `requireKeyHotel`).
 */
export function registerApiKeyDoor(app: FastifyInstance, options: ApiKeyDoorOptions) {
  const now = options.now ?? (() => new Date());
  const lastUse = new LastUseThrottle(minuteMs);
  app.decorateRequest('apiKey', null);
  app.addHook('onRoute', (route) => refuseUndeclaredKeyRoute(route.url, route.config?.access));
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.access !== 'apiKey') return;
    refuseKeyInUrl(request);
    const presented = presentedKey(request, reply);
    const at = now();
    const stored = isWellFormedApiKey(presented) ? await keyByHash(options.db, hashApiKey(presented)) : null;
    const live = stored && !stored.revokedAt && (!stored.expiresAt || stored.expiresAt > at);
    const hotelIds = live ? await hotelsKeyMayRead(options.db, stored) : [];
    // A key whose hotels were all deleted, or all left by its maker, reads nothing; the Settings tab says so.
    if (!stored || hotelIds.length === 0) throw invalidKey(reply);
    await countRequest(options, stored.id, reply);
    if (lastUse.due(stored.id, at.getTime())) {
      // A failed write must not fail the read it records; the next minute's request tries again.
      await recordKeyUse(options.db, stored.id, at).catch((error: unknown) => {
        lastUse.forget(stored.id);
        options.log.warn({ err: error }, 'could not record the use of an API key');
      });
    }
    request.apiKey = { keyId: stored.id, userId: stored.userId, hotelIds };
  });
}

/**
 * The key's hotels of which its maker is still the owner or an admin (API keys are theirs, issue 36): a key stops
 * reading a hotel its maker left or was demoted in at its next request. The memberships are remembered per user and
 * announced on every change (hotels-of-users.ts, migration 0039), so this costs no query, and the remembered key
 * needs no notice of membership changes.
 */
async function hotelsKeyMayRead(db: Db, key: StoredKey): Promise<string[]> {
  const administered = new Set(
    (await hotelsOfUser(db, key.userId))
      .filter((membership) => roleAllows(membership.role, 'admin'))
      .map((membership) => membership.hotel.id),
  );
  return key.hotelIds.filter((hotelId) => administered.has(hotelId));
}

/** Routes declare their door: under /api/v1/ a key (or public), elsewhere never a key. Checked as they are added. */
function refuseUndeclaredKeyRoute(url: string, access: string | undefined) {
  const underKeyPrefix = url.startsWith(keyRoutePrefix);
  if (underKeyPrefix && access !== 'apiKey' && access !== 'public')
    throw new Error(`${url} is under ${keyRoutePrefix}: its config must say access 'apiKey' (or 'public')`);
  if (!underKeyPrefix && access === 'apiKey')
    throw new Error(`${url} says access 'apiKey' but only routes under ${keyRoutePrefix} are key routes`);
}

/** A key in the URL is refused before anything reads it: it would already sit in logs and histories. */
function refuseKeyInUrl(request: FastifyRequest) {
  const queryStart = request.url.indexOf('?');
  if (queryStart < 0) return;
  const query = request.url.slice(queryStart + 1);
  let keyInUrl = apiKeyInText.test(query);
  try {
    for (const [name, value] of new URLSearchParams(query))
      if (keyParameterNames.has(name.toLowerCase()) || apiKeyInText.test(value)) keyInUrl = true;
  } catch {
    // An unreadable query string is the route's to refuse; the raw text was checked above.
  }
  if (keyInUrl) throw new AppError('validation', apiKeyTexts.inQueryString);
}

function presentedKey(request: FastifyRequest, reply: FastifyReply): string {
  const match = bearer.exec(request.headers.authorization ?? '');
  if (!match?.[1]) {
    reply.header('www-authenticate', 'Bearer realm="api"');
    throw new AppError('unauthenticated', apiKeyTexts.missing);
  }
  return match[1];
}

function invalidKey(reply: FastifyReply) {
  reply.header('www-authenticate', 'Bearer realm="api", error="invalid_token"');
  return new AppError('unauthenticated', apiKeyTexts.invalid);
}

/** One count per key over all /api/v1 routes, in the shared counters (decision 016). */
async function countRequest(
  { rateCounters, requestsPerMinute }: ApiKeyDoorOptions,
  keyId: string,
  reply: FastifyReply,
) {
  const { hits, msLeft } = await rateCounters.hit(`api-key|${keyId}`, minuteMs);
  const resetSeconds = Math.max(1, Math.ceil(msLeft / 1000));
  reply.header('x-ratelimit-limit', requestsPerMinute);
  reply.header('x-ratelimit-remaining', Math.max(0, requestsPerMinute - hits));
  reply.header('x-ratelimit-reset', resetSeconds);
  if (hits <= requestsPerMinute) return;
  reply.header('retry-after', resetSeconds);
  throw new AppError('rateLimited', apiKeyTexts.rateLimited(resetSeconds));
}
