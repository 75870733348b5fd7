import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { endSession, forgetSession } from '@web/lib/session';
import { unsavedChanges } from '@web/lib/unsaved-changes/unsaved-changes-store';
import { storageKeys, writeStorage } from '@web/lib/storage-keys';

export const signOut = () =>
  apiRequest<unknown>('/api/auth/sign-out', { method: 'POST', body: {}, allowUnauthenticated: true });

/**
 * Signs out and forgets everything the browser kept for this user; the route guard then takes them to the
 * landing page (spec: "signs out and goes to /"). The guard does the navigation because the page that asked
 * is gone as soon as the session is: a navigation left to the caller's own callback never ran, and the guard
 * sent the user to /login instead.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: (_data, error) => {
      writeStorage(storageKeys.activeHotelId, null);
      writeStorage(storageKeys.onboardingInProgress, null);
      queryClient.clear();
      // Only a server that confirmed it is sure; otherwise ask it again.
      if (error) forgetSession();
      else endSession();
    },
  });
}

/**
 * Logout as the sidebar, the phone menu and the onboarding header offer it: with unsaved edits on the page it
 * asks 'Discard changes?' first (lib/unsaved-changes), since the guard's redirect after signing out is never
 * held; 'Keep editing' stays signed in with the text kept.
 */
export function useLogout() {
  const signOut = useSignOut();
  return {
    logout: () => unsavedChanges.exit(() => signOut.mutate()),
    isPending: signOut.isPending,
  };
}
