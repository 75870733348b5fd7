import { storageKeys, writeStorage } from '@web/lib/storage-keys';
import { acceptInvitation } from '../api/invitation-link';
import { usePublicMutation } from '@web/lib/public-mutation';

/**
 * Accepts the invitation for the signed-in account and opens the dashboard with the joined hotel active. The
 * app is loaded afresh: whatever it read before joining (no hotels, the wizard's state) is read again, so the new
 * member lands on the dashboard, not in onboarding.
 */
export function useJoinTeam(token: string) {
  return usePublicMutation(async () => {
    const { hotelId } = await acceptInvitation(token);
    writeStorage(storageKeys.activeHotelId, hotelId);
    writeStorage(storageKeys.onboardingInProgress, null);
    window.location.assign('/dashboard');
    return hotelId;
  });
}
