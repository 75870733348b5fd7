import { apiRequest } from '@web/lib/api-client';
import { usePublicMutation } from '@web/lib/public-mutation';

export const signUp = (input: { email: string; password: string }) =>
  apiRequest<unknown>('/api/auth/sign-up/email', { method: 'POST', body: input, allowUnauthenticated: true });

export const useSignUp = () => usePublicMutation(signUp);
