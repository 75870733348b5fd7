import { apiRequest } from '@web/lib/api-client';
import { usePublicMutation } from '@web/lib/public-mutation';

export interface SignUpInput {
  email: string;
  password: string;
  /** A team invitation's token: the confirmation link then leads back to the invitation (issue 36). */
  invitation?: string;
  /** The invited member's name (the invitation page asks it; the sign-up page does not). */
  name?: string;
}

export const signUp = (input: SignUpInput) =>
  apiRequest<unknown>('/api/auth/sign-up/email', { method: 'POST', body: input, allowUnauthenticated: true });

export const useSignUp = () => usePublicMutation(signUp);
