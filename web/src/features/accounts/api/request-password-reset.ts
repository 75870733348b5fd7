import { apiRequest } from '@web/lib/api-client';
import { usePublicMutation } from '@web/lib/public-mutation';

export const requestPasswordReset = (input: { email: string }) =>
  apiRequest<unknown>('/api/auth/request-password-reset', {
    method: 'POST',
    body: input,
    allowUnauthenticated: true,
  });

export const useRequestPasswordReset = () => usePublicMutation(requestPasswordReset);
