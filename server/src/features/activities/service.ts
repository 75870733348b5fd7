import type { FastifyBaseLogger } from 'fastify';
import type { ActivityChange } from '@common/activities/changes';
import type { ActivityKind } from '@common/activities/kinds';
import type { ActivityActorView, ActivityView } from '@common/activities/schemas';
import type { Db } from '../../db/client';
import type { RememberedAnswers } from '../../lib/remembered-answers';
import { requireMemberHotel } from '../hotels/service';
import { findActivitiesOfHotel, insertActivity } from './repository';

export interface ActivityEntry {
  hotelId: string;
  kind: ActivityKind;
  title: string;
  entityId?: string | null;
  /** The member who acted (issue 36); omitted for the system's own work (an automatic push, a job). */
  actorUserId?: string | null;
  /** For an edit: each field's value before and after. */
  changes?: ActivityChange[] | null;
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

/**
 * The newest activities of one of the user's hotels (another user's hotel: 404), remembered per
 * hotels.activities_version, which the database raises with every activity recorded (migration 0011).
 */
export async function listActivitiesOfOwnedHotel(
  { db, answers }: { db: Db; answers: RememberedAnswers },
  userId: string,
  hotelId: string,
  limit: number,
): Promise<ActivityView[]> {
  const hotel = await requireMemberHotel(db, userId, hotelId);
  return answers.remember([hotelId, hotel.activitiesVersion, 'activities', limit], async () => {
    const rows = await findActivitiesOfHotel(db, hotelId, limit);
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind as ActivityKind,
      title: row.title,
      actor: actorOf(row),
      createdAt: row.createdAt.toISOString(),
    }));
  });
}

/**
 * Who an entry names: the member as they were named then (their account may be gone: id null), or nobody for
 * the system's own work.
 */
export function actorOf(row: {
  actorUserId: string | null;
  actorName: string | null;
}): ActivityActorView | null {
  if (row.actorUserId === null && row.actorName === null) return null;
  return { id: row.actorUserId, name: row.actorName ?? '' };
}
