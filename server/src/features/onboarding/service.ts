import type { z } from 'zod';
import {
  onboardingStepSchema,
  type onboardingHotelsSchema,
  type OnboardingDraft,
  type OnboardingState,
  type OnboardingStep,
} from '@common/onboarding/schemas';
import type { Db } from '../../db/client';
import type { AppContext } from '../../http/context';
import { releaseHotelFiles, removeHotelFiles } from '../hotels/delete-hotel';
import { syncOnboardingHotels } from '../hotels/onboarding-hotels';
import { hasHotels, listOwnedHotels, saveNumberOfRooms } from '../hotels/service';
import { findProgress, saveProgress, type OnboardingRow } from './repository';

export type OnboardingHotelsInput = z.output<typeof onboardingHotelsSchema>;

function present(row: OnboardingRow | undefined, userHasHotels: boolean): OnboardingState {
  const step = onboardingStepSchema.safeParse(row?.step);
  return {
    step: step.success ? step.data : 'personal',
    // A user who has hotels but no progress row set up before progress was kept: treat them as done.
    completed: row ? row.completed : userHasHotels,
    hasHotels: userHasHotels,
    draft: row?.draft ?? {},
  };
}

/** Where the user is in the wizard (step reached, done or not, the values entered so far). */
export async function getOnboarding(db: Db, userId: string): Promise<OnboardingState> {
  const [row, userHasHotels] = await Promise.all([findProgress(db, userId), hasHotels(db, userId)]);
  return present(row, userHasHotels);
}

/**
 * Remembers the step and the entered values. The import and subscription steps need the hotels, so a user
 * without hotels is kept at the category step at the latest. A room count entered is also saved on the
 * user's first hotel (DECISIONS.md point 27), whether or not a checkout follows.
 */
export async function saveOnboardingProgress(
  db: Db,
  userId: string,
  step: OnboardingStep,
  draft: OnboardingDraft,
) {
  const [firstHotel] = await listOwnedHotels(db, userId);
  const userHasHotels = firstHotel !== undefined;
  const needsHotels = step === 'import' || step === 'subscription';
  const row = await db.transaction(async (tx) => {
    if (firstHotel && typeof draft.roomCount === 'number' && draft.roomCount !== firstHotel.numberOfRooms)
      await saveNumberOfRooms(tx, firstHotel.id, draft.roomCount);
    return saveProgress(tx, userId, { step: needsHotels && !userHasHotels ? 'category' : step, draft });
  });
  return present(row, userHasHotels);
}

/**
 * Creates the user's hotels at the end of the category step, one per location, all in one transaction; a second
 * call (after Back) updates them in place. The wizard then moves on to the import step.
 */
export async function createOnboardingHotels(
  deps: Pick<AppContext, 'db' | 'storage' | 'log'>,
  userId: string,
  input: OnboardingHotelsInput,
) {
  const result = await deps.db.transaction(async (tx) => {
    const { hotels, removedHotelIds } = await syncOnboardingHotels(tx, userId, input);
    for (const hotelId of removedHotelIds) await releaseHotelFiles(tx, hotelId);
    const existing = await findProgress(tx, userId);
    const row = await saveProgress(tx, userId, { step: 'import', draft: existing?.draft ?? {} });
    return { hotels, removedHotelIds, onboarding: present(row, true) };
  });
  for (const hotelId of result.removedHotelIds) await removeHotelFiles(deps, hotelId);
  return { hotels: result.hotels, onboarding: result.onboarding };
}

/** Marks onboarding as done ('subscribe later' or the end of the wizard). */
export async function completeOnboarding(db: Db, userId: string) {
  const row = await saveProgress(db, userId, { completed: true, step: 'subscription' });
  return present(row, await hasHotels(db, userId));
}
