import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileUpdate } from '@common/profile/schemas';
import { profileQueryOptions } from '@web/features/profile/api/get-profile';
import { announceProfileUpdated } from '@web/features/profile/profile-events';
import { apiRequest } from '@web/lib/api-client';

export const savePersonalInfo = (update: ProfileUpdate) =>
  apiRequest<{ profile: Profile }>('/api/profile', { method: 'PUT', body: update }).then(
    (body) => body.profile,
  );

/** The personal step's save: the profile's name and phone, announced so the top bar shows the new name. */
export function useSavePersonalInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePersonalInfo,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryOptions().queryKey, profile);
      announceProfileUpdated();
    },
  });
}
