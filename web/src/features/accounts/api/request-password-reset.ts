import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';

export const requestPasswordReset = (input: { email: string }) =>
  apiRequest<unknown>('/api/auth/request-password-reset', {
    method: 'POST',
    body: input,
    allowUnauthenticated: true,
  });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
