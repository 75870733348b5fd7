import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnboardingHotelsInput, OnboardingState } from '@common/onboarding/schemas';
import { apiRequest } from '@web/lib/api-client';
import { storageKeys, writeStorage } from '@web/lib/storage-keys';
import { onboardingQueryKey } from './get-onboarding';

interface CreatedHotel {
  id: string;
  name: string;
}

/** One hotel per location, in one transaction; a second call updates the same hotels in place. */
export const createOnboardingHotels = (input: OnboardingHotelsInput) =>
  apiRequest<{ hotels: CreatedHotel[]; onboarding: OnboardingState }>('/api/onboarding/hotels', {
    method: 'POST',
    body: input,
  });

/** Creates the hotels and makes the first one active, so the dashboard opens on it. */
export function useCreateOnboardingHotels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOnboardingHotels,
    onSuccess: ({ hotels, onboarding }) => {
      const first = hotels[0];
      if (first) writeStorage(storageKeys.activeHotelId, first.id);
      queryClient.setQueryData(onboardingQueryKey, onboarding);
      void queryClient.invalidateQueries({ queryKey: ['hotels'] });
      void queryClient.invalidateQueries({ queryKey: onboardingQueryKey });
    },
  });
}
