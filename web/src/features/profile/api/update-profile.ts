import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileUpdate } from '@common/profile/schemas';
import { apiRequest } from '@web/lib/api-client';

export const updateProfile = (input: ProfileUpdate) =>
  apiRequest<{ profile: Profile }>('/api/profile', { method: 'PUT', body: input }).then(
    (body) => body.profile,
  );

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['profile'] }),
  });
}
