import type { FastifyBaseLogger } from 'fastify';
import type { ActivityKind } from '@common/activities/kinds';
import type { Db } from '../../db/client';
import { findActivitiesOfHotel, insertActivity } from './repository';

export interface ActivityEntry {
  hotelId: string;
  kind: ActivityKind;
  title: string;
  entityId?: string | null;
}

/**
 * Records what happened in a hotel. A failure to record is logged and swallowed: the log must never fail the
 * user's own action (spec part 1, section 8: activity-log failures are swallowed).
 */
export async function recordActivity(
  deps: { db: Db; log: FastifyBaseLogger },
  entry: ActivityEntry,
): Promise<void> {
  try {
    await insertActivity(deps.db, { ...entry, entityId: entry.entityId ?? null });
  } catch (error) {
    deps.log.warn({ err: error, kind: entry.kind, hotelId: entry.hotelId }, 'recording an activity failed');
  }
}

/** The newest activities of a hotel (the caller has checked that the hotel is the user's). */
export async function listActivities(db: Db, hotelId: string, limit = 50) {
  return findActivitiesOfHotel(db, hotelId, limit);
}
