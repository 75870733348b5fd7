import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';

export const signUp = (input: { email: string; password: string }) =>
  apiRequest<unknown>('/api/auth/sign-up/email', { method: 'POST', body: input, allowUnauthenticated: true });

export const useSignUp = () => useMutation({ mutationFn: signUp });
