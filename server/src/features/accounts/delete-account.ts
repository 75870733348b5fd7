import { profileTexts } from '@common/profile/schemas';
import { teamTexts } from '@common/teams/texts';
import type { AppContext } from '../../http/context';
import type { SessionUser } from '../../http/fastify-types';
import { AppError } from '../../lib/app-error';
import { cancelSubscriptionOfUser } from '../billing/service';
import { releaseStoredFiles, removePendingFiles } from '../files/pending-files';
import { releaseHotelFiles, removeHotelFiles } from '../hotels/delete-hotel';
import { listOwnedHotels } from '../hotels/service';
import { profilePhotoPrefix } from '../profile/profile-photo';
import {
  deleteInvitationsToOwnedHotels,
  findOwnedHotelsWithOtherMembers,
  handTasksToHotelOwners,
  lockOwnedHotels,
} from './deletion-repository';
import { deleteUserRow } from './repository';
import { hasPassword, verifyUserPassword } from './service';

type Deps = Pick<AppContext, 'db' | 'storage' | 'log' | 'auth' | 'payments' | 'sessions'>;

export interface DeleteAccountConfirmation {
  password?: string;
  email?: string;
}

/**
 * Deletes the account with every row and file of the user (DECISIONS.md point 8). Password accounts confirm
 * with the password, others by typing their e-mail address. A running subscription is canceled; rows go in one
 * transaction (the user row cascades to sessions, profile, memberships, the hotels they own and all under them);
 * then the files of each of their own hotels and the profile photos.
 *
 * With teams (issue 36, part 6): the hotels of others a member works on stay, with the tasks they wrote there (now
 * the owner's); only the memberships go. An owner whose hotel other members work on is refused with 409 and the
 * hotels' names until they hand it over or delete it, and nothing is deleted.
 */
export async function deleteAccount(deps: Deps, user: SessionUser, confirmation: DeleteAccountConfirmation) {
  await confirmIdentity(deps, user, confirmation);
  await refuseOwnerOfSharedHotels(deps.db, user.id);
  const hotels = await listOwnedHotels(deps.db, user.id);
  try {
    // Cancel first: a failure here keeps the account, so nobody is charged for an account that is gone.
    await cancelSubscriptionOfUser(deps, user.id);
    await deps.db.transaction(async (tx) => {
      // Asked again with the hotels locked: a member who joined since the first look refuses it after all.
      await lockOwnedHotels(tx, user.id);
      await refuseOwnerOfSharedHotels(tx, user.id);
      await handTasksToHotelOwners(tx, user.id);
      await deleteInvitationsToOwnedHotels(tx, user.id);
      await deleteUserRow(tx, user.id);
      // Recorded with the rows, so the files go even when the process dies before removing them.
      for (const hotel of hotels) await releaseHotelFiles(tx, hotel.id);
      await releaseStoredFiles(tx, [profilePhotoPrefix(user.id)]);
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'conflict') throw error;
    throw new AppError('internal', profileTexts.deleteAccountFailed, { cause: error });
  }
  // The session rows went with the user row, past better-auth's hooks: this process forgets them at once.
  deps.sessions.forgetUser(user.id);
  for (const hotel of hotels) await removeHotelFiles(deps, hotel.id);
  await removePendingFiles(deps, [profilePhotoPrefix(user.id)]);
}

/** 409 'You own …, which other members work on. …' while any hotel of the user has other members. */
async function refuseOwnerOfSharedHotels(db: Deps['db'], userId: string) {
  const shared = await findOwnedHotelsWithOtherMembers(db, userId);
  if (shared.length > 0)
    throw new AppError('conflict', teamTexts.handOverFirst(shared.map((hotel) => hotel.name).join(', ')));
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
