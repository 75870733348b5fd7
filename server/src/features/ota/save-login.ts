import type { ContextCreatedResponse } from '@common/ota/schemas';
import { otaConnectionName } from '@common/ota/channels';
import { otaTexts } from '@common/ota/texts';
import { activityTexts } from '@common/activities/texts';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { recordActivity } from '../activities/service';
import { requireRole } from '../teams/access-check';
import { checkSessionUrl, requireOwnSession } from './browser-sessions';
import { cookieExpiryOf } from './cookie-expiry';
import type { OtaDeps } from './deps';
import { presentOta } from './ota-view';
import { deleteContext, findOta, findOtaOfType, insertContext, insertOta, renewOta } from './repository';
import { sealLogin } from './sealed-login';

/**
 * 'Login Completed' (spec part 1, section 4): seals the session's login, then in one transaction stores it and
 * creates the connection as connected, or with otaId renews that connection (its previous login is deleted).
 * Logs ota_connect and closes the session.
 */
export async function saveLogin(
  deps: OtaDeps,
  userId: string,
  input: { sessionId: string; otaId?: string },
): Promise<ContextCreatedResponse> {
  const { db, log } = deps;
  const session = requireOwnSession(deps, userId, input.sessionId);
  const { hotelId, otaType } = session;
  // Still an admin of the hotel: one demoted while the browser was open saves nothing.
  await requireRole(db, userId, hotelId, 'admin');
  if (session.state() === 'crashed') throw new AppError('conflict', otaTexts.browserCrashed);
  if (session.state() !== 'open') throw new AppError('notFound', otaTexts.sessionNotFound);
  if (!(await checkSessionUrl(session)).loginDetected) throw new AppError('conflict', otaTexts.notLoggedIn);
  if (input.otaId) {
    const ota = await findOta(db, hotelId, input.otaId);
    if (!ota || ota.type !== otaType) throw new AppError('notFound', otaTexts.otaNotFound);
  } else if (await findOtaOfType(db, hotelId, otaType)) {
    throw new AppError('conflict', otaTexts.alreadyConnected);
  }

  const login = await session.savedLogin();
  const cookieExpiryDate = cookieExpiryOf(otaType, login);
  if (!cookieExpiryDate)
    log.warn(
      { hotelId, otaType },
      'the saved OTA login has no persistent auth cookie: no cookie expiry date',
    );
  const sealed = sealLogin(deps.keys.sealing, { hotelId, channel: otaType }, login);
  const { contextId, row } = await db
    .transaction(async (tx) => {
      const contextId = await insertContext(tx, { hotelId, otaType, sealed, cookieExpiryDate });
      if (!input.otaId) {
        const row = await insertOta(tx, {
          hotelId,
          type: otaType,
          name: otaConnectionName(otaType),
          contextId,
          cookieExpiryDate,
        });
        return { contextId, row };
      }
      const renewed = await renewOta(tx, input.otaId, contextId, cookieExpiryDate);
      if (!renewed) throw new AppError('notFound', otaTexts.otaNotFound);
      if (renewed.previousContextId) await deleteContext(tx, renewed.previousContextId);
      return { contextId, row: renewed.row };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error))
        throw new AppError('conflict', otaTexts.alreadyConnected, { cause: error });
      throw error;
    });

  await recordActivity(deps, {
    hotelId,
    kind: 'ota_connect',
    title: activityTexts.otaConnected(otaType),
    entityId: row.id,
    actorUserId: userId,
  });
  await deps.remoteBrowser
    .closeSession(session.id)
    .catch((error: unknown) =>
      log.warn({ err: error, sessionId: session.id }, 'closing a live session failed'),
    );
  return { contextId, cookieExpiryDate: cookieExpiryDate?.toISOString() ?? null, ota: presentOta(row) };
}
