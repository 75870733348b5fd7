import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { forgetSession } from '@web/lib/session';
import { storageKeys, writeStorage } from '@web/lib/storage-keys';

export const signOut = () =>
  apiRequest<unknown>('/api/auth/sign-out', { method: 'POST', body: {}, allowUnauthenticated: true });

/** Signs out and forgets everything the browser kept for this user. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      writeStorage(storageKeys.activeHotelId, null);
      writeStorage(storageKeys.onboardingInProgress, null);
      queryClient.clear();
      forgetSession();
    },
  });
}
