import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnboardingState } from '@common/onboarding/schemas';
import { apiRequest } from '@web/lib/api-client';
import { storageKeys, writeStorage } from '@web/lib/storage-keys';
import { onboardingQueryKey } from './get-onboarding';

export const completeOnboarding = () =>
  apiRequest<{ onboarding: OnboardingState }>('/api/onboarding/complete', { method: 'POST', body: {} }).then(
    (body) => body.onboarding,
  );

/** Marks the wizard done ('Subscribe later') and forgets the pending plan and the in-progress flag. */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOnboarding,
    onSuccess: (onboarding) => {
      writeStorage(storageKeys.pendingPlan, null);
      writeStorage(storageKeys.onboardingInProgress, null);
      writeStorage(storageKeys.onboardingCompleted, 'true');
      // Set before the refetch so the route guard never sees a stale "not completed" on the way out.
      queryClient.setQueryData(onboardingQueryKey, onboarding);
      void queryClient.invalidateQueries({ queryKey: onboardingQueryKey });
    },
  });
}
