import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@common/profile/schemas';
import { apiRequest } from '@web/lib/api-client';

/** Sends the photo as multipart form data; the server re-encodes it as JPEG and answers with the profile. */
export function uploadProfilePhoto(photo: File) {
  const body = new FormData();
  body.append('photo', photo);
  return apiRequest<{ profile: Profile }>('/api/profile/photo', { method: 'POST', body }).then(
    (answer) => answer.profile,
  );
}

export function useUploadProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePhoto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['profile'] }),
  });
}
