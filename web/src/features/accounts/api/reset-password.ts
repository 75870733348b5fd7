import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';

export const resetPassword = (input: { token: string; newPassword: string }) =>
  apiRequest<unknown>('/api/auth/reset-password', {
    method: 'POST',
    body: input,
    allowUnauthenticated: true,
  });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
