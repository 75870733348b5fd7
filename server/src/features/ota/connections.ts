import { isLoggedInUrl } from '@common/ota/login-rules';
import type { OtaStatusInput, OtaSyncResponse, OtaView } from '@common/ota/schemas';
import { otaTexts } from '@common/ota/texts';
import { activityTexts } from '@common/activities/texts';
import { AppError } from '../../lib/app-error';
import { recordActivity } from '../activities/service';
import { isUuid, requireMemberHotel } from '../hotels/service';
import { requireRole } from '../teams/access-check';
import { withBrowser } from './browser-errors';
import type { OtaDeps } from './deps';
import { disconnectExpiredConnections } from './expiry-notices';
import { presentOta } from './ota-view';
import {
  deleteContext,
  deleteOtaRow,
  findOta,
  findOtasOfHotel,
  findSealedLogin,
  updateOtaStatus,
  type OtaRow,
} from './repository';
import { SealedLoginError, unsealLogin } from './sealed-login';

type Db = OtaDeps['db'];

/** The user's connection in the user's hotel; another user's or an unknown id answers 404. */
export async function requireOwnedOta(
  db: Db,
  userId: string,
  hotelId: string,
  otaId: string,
): Promise<OtaRow> {
  await requireMemberHotel(db, userId, hotelId);
  const row = isUuid(otaId) ? await findOta(db, hotelId, otaId) : undefined;
  if (!row) throw new AppError('notFound', otaTexts.otaNotFound);
  return row;
}

/** The hotel's connections, oldest first; those whose saved login has expired are marked disconnected first. */
export async function listOtas(
  deps: Pick<OtaDeps, 'db' | 'log'>,
  userId: string,
  hotelId: string,
): Promise<OtaView[]> {
  await requireMemberHotel(deps.db, userId, hotelId);
  await disconnectExpiredConnections(deps, new Date(), hotelId);
  return (await findOtasOfHotel(deps.db, hotelId)).map(presentOta);
}

/** Deletes the connection and its saved login together, then logs ota_disconnect. */
export async function deleteOta(
  deps: Pick<OtaDeps, 'db' | 'log'>,
  userId: string,
  hotelId: string,
  otaId: string,
) {
  await requireOwnedOta(deps.db, userId, hotelId, otaId);
  const deleted = await deps.db.transaction(async (tx) => {
    const row = await deleteOtaRow(tx, hotelId, otaId);
    if (row?.contextId) await deleteContext(tx, row.contextId);
    return row;
  });
  if (!deleted) throw new AppError('notFound', otaTexts.otaNotFound);
  await recordActivity(deps, {
    hotelId,
    kind: 'ota_disconnect',
    title: activityTexts.otaDisconnected(deleted.name),
    entityId: deleted.id,
    actorUserId: userId,
  });
}

/**
 * Checks the saved login: opens it in a fresh browser context without a live view, loads the channel's
 * extranet and applies the login rule to where it ends. Still logged in: last sync now and connected;
 * otherwise (or when the saved login cannot be opened any more) the connection's status becomes error.
 */
export async function syncOta(
  deps: OtaDeps,
  userId: string,
  hotelId: string,
  otaId: string,
): Promise<OtaSyncResponse> {
  const row = await requireOwnedOta(deps.db, userId, hotelId, otaId);
  const sealed = row.contextId ? await findSealedLogin(deps.db, hotelId, row.contextId) : undefined;
  if (!sealed) throw new AppError('conflict', otaTexts.savedContextMissing);
  let stillLoggedIn = false;
  try {
    const login = unsealLogin(deps.keys.sealing, { hotelId, channel: row.type }, sealed);
    const { finalUrl } = await withBrowser(() => deps.remoteBrowser.probeSavedLogin(row.type, login));
    stillLoggedIn = isLoggedInUrl(row.type, finalUrl);
  } catch (error) {
    if (!(error instanceof SealedLoginError)) throw error;
    deps.log.warn({ err: error, otaId }, 'a saved OTA login could not be opened');
  }
  const updated = stillLoggedIn
    ? await updateOtaStatus(deps.db, otaId, { status: 'connected', lastSync: new Date() })
    : await updateOtaStatus(deps.db, otaId, { status: 'error' });
  if (!updated) throw new AppError('notFound', otaTexts.otaNotFound);
  return { ota: presentOta(updated), stillLoggedIn };
}

/**
 * Sets a connection's status; 'connected' only while a saved login exists that has not expired. OTA logins are the
 * admins' (issue 36): the hotel is in the body, so its role is checked here.
 */
export async function setOtaStatus(
  deps: Pick<OtaDeps, 'db'>,
  userId: string,
  input: OtaStatusInput,
): Promise<OtaView> {
  await requireRole(deps.db, userId, input.hotelId, 'admin');
  const row = await requireOwnedOta(deps.db, userId, input.hotelId, input.otaId);
  if (input.status === 'connected') {
    if (!row.contextId) throw new AppError('conflict', otaTexts.savedContextMissing);
    if (row.cookieExpiryDate && row.cookieExpiryDate.getTime() <= Date.now())
      throw new AppError('conflict', otaTexts.connectionExpired);
  }
  const updated = await updateOtaStatus(deps.db, row.id, { status: input.status });
  if (!updated) throw new AppError('notFound', otaTexts.otaNotFound);
  return presentOta(updated);
}
