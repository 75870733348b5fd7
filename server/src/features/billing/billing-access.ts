import { teamTexts } from '@common/teams/texts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { listHotels } from '../hotels/service';

/**
 * Billing is the owner's (issue 36, part 1): the owner pays for their hotels, so a user who works on other people's
 * hotels and owns none has no subscription to see or change, and is refused with 403 'Your role does not allow
 * this.'. A user without any hotel (signing up: plan first, hotel next) and every owner go on as before. The
 * memberships are remembered and announced (hotels-of-users.ts): this costs no query.
 */
export async function requireBillingAccess(db: Db, userId: string) {
  const hotels = await listHotels(db, userId);
  if (hotels.length > 0 && !hotels.some((hotel) => hotel.role === 'owner'))
    throw new AppError('forbidden', teamTexts.roleNotAllowed);
}
