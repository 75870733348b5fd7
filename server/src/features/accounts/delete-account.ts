import { profileTexts } from '@common/profile/schemas';
import type { AppContext } from '../../http/context';
import type { SessionUser } from '../../http/fastify-types';
import { AppError } from '../../lib/app-error';
import { cancelSubscriptionOfUser } from '../billing/service';
import { releaseStoredFiles, removePendingFiles } from '../files/pending-files';
import { releaseHotelFiles, removeHotelFiles } from '../hotels/delete-hotel';
import { listHotels } from '../hotels/service';
import { profilePhotoPrefix } from '../profile/profile-photo';
import { deleteUserRow } from './repository';
import { hasPassword, verifyUserPassword } from './service';

type Deps = Pick<AppContext, 'db' | 'storage' | 'log' | 'auth' | 'payments' | 'sessions'>;

export interface DeleteAccountConfirmation {
  password?: string;
  email?: string;
}

/**
 * Deletes the account with every row and file of the user (DECISIONS.md point 8). Password accounts confirm
 * with the password, others by typing their e-mail address. A running subscription is canceled; rows go in one statement (the user row cascades
 * to sessions, profile, hotels and all under them); then the files of each hotel and the profile photos.
 */
export async function deleteAccount(deps: Deps, user: SessionUser, confirmation: DeleteAccountConfirmation) {
  await confirmIdentity(deps, user, confirmation);
  const hotels = await listHotels(deps.db, user.id);
  try {
    // Cancel first: a failure here keeps the account, so nobody is charged for an account that is gone.
    await cancelSubscriptionOfUser(deps, user.id);
    await deps.db.transaction(async (tx) => {
      await deleteUserRow(tx, user.id);
      // Recorded with the rows, so the files go even when the process dies before removing them.
      for (const hotel of hotels) await releaseHotelFiles(tx, hotel.id);
      await releaseStoredFiles(tx, [profilePhotoPrefix(user.id)]);
    });
  } catch (error) {
    throw new AppError('internal', profileTexts.deleteAccountFailed, { cause: error });
  }
  // The session rows went with the user row, past better-auth's hooks: this process forgets them at once.
  deps.sessions.forgetUser(user.id);
  for (const hotel of hotels) await removeHotelFiles(deps, hotel.id);
  await removePendingFiles(deps, [profilePhotoPrefix(user.id)]);
}

async function confirmIdentity(
  { db, auth }: Deps,
  user: SessionUser,
  confirmation: DeleteAccountConfirmation,
) {
  if (await hasPassword(db, user.id)) {
    const valid = await verifyUserPassword(auth, db, user.id, confirmation.password ?? '');
    if (!valid) throw new AppError('forbidden', profileTexts.invalidPassword);
    return;
  }
  if ((confirmation.email ?? '').trim().toLowerCase() !== user.email.toLowerCase()) {
    throw new AppError('forbidden', profileTexts.emailMismatch);
  }
}
