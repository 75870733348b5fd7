import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnboardingDraft, OnboardingState, OnboardingStep } from '@common/onboarding/schemas';
import { apiRequest } from '@web/lib/api-client';
import { onboardingQueryKey } from './get-onboarding';

export interface OnboardingProgress {
  step: OnboardingStep;
  draft: OnboardingDraft;
}

export const saveOnboardingProgress = (progress: OnboardingProgress) =>
  apiRequest<{ onboarding: OnboardingState }>('/api/onboarding/progress', {
    method: 'PUT',
    body: progress,
  }).then((body) => body.onboarding);

/** Keeps the step and the values on the server, so a reload resumes where the user was. */
export function useSaveOnboardingProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOnboardingProgress,
    onSuccess: (onboarding) => queryClient.setQueryData(onboardingQueryKey, onboarding),
  });
}
