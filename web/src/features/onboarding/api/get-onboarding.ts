import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OnboardingState } from '@common/onboarding/schemas';
import { apiRequest } from '@web/lib/api-client';

/**
 * Where the user is in the wizard and what they entered so far (DECISIONS.md point 22). A 401 is an answer
 * here, not a redirect: the wizard shows 'No user found. Please log in again.' before going to /login.
 */
export const getOnboarding = () =>
  apiRequest<{ onboarding: OnboardingState }>('/api/onboarding', { allowUnauthenticated: true }).then(
    (body) => body.onboarding,
  );

export const onboardingQueryKey = ['onboarding'] as const;

export const onboardingQueryOptions = () =>
  queryOptions({ queryKey: onboardingQueryKey, queryFn: getOnboarding });

export const useOnboarding = () => useQuery(onboardingQueryOptions());
