import { apiRequest } from '@web/lib/api-client';
import { usePublicMutation } from '@web/lib/public-mutation';

export const resetPassword = (input: { token: string; newPassword: string }) =>
  apiRequest<unknown>('/api/auth/reset-password', {
    method: 'POST',
    body: input,
    allowUnauthenticated: true,
  });

export const useResetPassword = () => usePublicMutation(resetPassword);
