import { alpineBitsLimits } from '@common/alpinebits/limits';
import type { AlpineBitsRunResponse, PushRunTrigger } from '@common/alpinebits/schemas';
import { alpineBitsTexts } from '@common/alpinebits/texts';
import { AppError } from '../../lib/app-error';
import { requireMemberHotelWithLocation } from '../hotels/service';
import type { AlpineBitsDeps } from './deps';
import { failureOf } from './failures';
import { alpineBitsPushJob, type PushJob } from './push-job';
import { failQueuedRun, findConnection, findRoomNames, insertRun, type PushRunRow } from './repository';
import { codesOfRooms, runView } from './views';

/**
 * Queues a push of the hotel's content and hands it to the job queue. A run already queued or running for the
 * hotel goes first (runQueuedPushes). If the job cannot be sent (the database went away, the process stops),
 * the run is ended as failed at once, so nothing waits for nobody (decision 016).
 */
export async function queuePush(
  deps: AlpineBitsDeps,
  hotelId: string,
  trigger: PushRunTrigger,
  /** The member who asked for a manual push, whom the activity log names. */
  requestedBy: string | null = null,
): Promise<PushRunRow> {
  const run = await insertRun(
    deps.db,
    { hotelId, trigger, requestedBy, queuedAt: deps.timings.now() },
    alpineBitsLimits.runsKept,
  );
  await deps.jobs.send<PushJob>(alpineBitsPushJob, { hotelId }).catch(async (error: unknown) => {
    await failQueuedRun(
      deps.db,
      run.id,
      failureOf('internal', alpineBitsTexts.internal),
      deps.timings.now(),
    ).catch(() => undefined);
    throw new AppError('serviceUnavailable', alpineBitsTexts.internal, { cause: error });
  });
  return run;
}

/**
 * 'Push content': 404 without a connection, 400 for a hotel without rooms or without a room code (no run is
 * recorded for either); otherwise 202 with the queued run.
 */
export async function requestPush(
  deps: AlpineBitsDeps,
  userId: string,
  hotelId: string,
): Promise<AlpineBitsRunResponse> {
  await requireMemberHotelWithLocation(deps.db, userId, hotelId);
  const connection = await findConnection(deps.db, hotelId);
  if (!connection) throw new AppError('notFound', alpineBitsTexts.notConnected);
  const roomList = await findRoomNames(deps.db, hotelId);
  if (roomList.length === 0) throw new AppError('validation', alpineBitsTexts.noRooms);
  if (codesOfRooms(roomList, connection.roomCodes).size === 0)
    throw new AppError('validation', alpineBitsTexts.noRoomCodes);
  return { run: runView(await queuePush(deps, hotelId, 'manual', userId)) };
}
