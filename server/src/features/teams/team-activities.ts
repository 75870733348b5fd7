import type { FastifyBaseLogger } from 'fastify';
import type { ActivityEntry } from '../activities/service';
import { recordActivity } from '../activities/service';
import type { Db } from '../../db/client';

/**
 * Records a change of the team in the log of each hotel it touched (a chain member's role changes in every hotel
 * they work on, and each hotel's log says so). After the change is committed: a failed entry never undoes it.
 */
export async function recordTeamActivity(
  deps: { db: Db; log: FastifyBaseLogger },
  hotelIds: readonly string[],
  entry: Omit<ActivityEntry, 'hotelId'>,
) {
  for (const hotelId of hotelIds) await recordActivity(deps, { ...entry, hotelId });
}
