import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { CheckedMembership } from './access-check';
import { touchLastActive } from './repository';

/** How often a member's last-active time is written at most: the Team page shows it to the day, not the second. */
const writeEveryMs = 5 * 60_000;
/** Members one process keeps the last write of; older ones are forgotten first (and written once more). */
const maxKept = 20_000;

const lastWritten = new Map<string, number>();

/**
 * Notes that a member was active under a hotel (the Team page's 'Last active'): at most one write every few
 * minutes per member and hotel in this process, so nearly every request passes at once. The write is awaited,
 * before the request goes on: a write landing later, while the same member's next requests run, made what they
 * read and wrote depend on timing. A failed write is only logged.
 */
export async function noteMemberActive(db: Db, membership: CheckedMembership, log: FastifyBaseLogger) {
  const key = `${membership.hotelId} ${membership.userId}`;
  const now = Date.now();
  const last = lastWritten.get(key);
  if (last !== undefined && now - last < writeEveryMs) return;
  lastWritten.delete(key);
  lastWritten.set(key, now);
  if (lastWritten.size > maxKept) lastWritten.delete(lastWritten.keys().next().value as string);
  await touchLastActive(db, membership.hotelId, membership.userId, new Date(now)).catch((error: unknown) =>
    log.warn({ err: error }, 'could not note when a member was last active'),
  );
}
