import { apiRequest } from '@web/lib/api-client';
import { usePublicMutation } from '@web/lib/public-mutation';
import { refreshSession } from '@web/lib/session';

export interface SignInInput {
  email: string;
  password: string;
  /** A team invitation's token: a confirmation link sent on this sign-in leads back to it (issue 36). */
  invitation?: string;
}

export const signIn = (input: SignInInput) =>
  apiRequest<unknown>('/api/auth/sign-in/email', { method: 'POST', body: input, allowUnauthenticated: true });

/** Signs in; the session refreshes and the route guard takes the user on. */
export const useSignIn = () => usePublicMutation(signIn, { onSuccess: refreshSession });
