import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';

export interface SignInInput {
  email: string;
  password: string;
}

export const signIn = (input: SignInInput) =>
  apiRequest<unknown>('/api/auth/sign-in/email', { method: 'POST', body: input, allowUnauthenticated: true });

/** Signs in; the session query refreshes and the route guard takes the user on. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['session'] }),
  });
}
