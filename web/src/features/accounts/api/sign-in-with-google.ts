import { apiRequest } from '@web/lib/api-client';
import { usePublicMutation } from '@web/lib/public-mutation';

export interface GoogleSignInInput {
  /** Where a failure comes back to, with ?error=google. */
  errorPage: '/login' | '/signup';
}

/** Starts Google sign-in: the server answers with Google's URL and the browser goes there. */
export async function signInWithGoogle({ errorPage }: GoogleSignInInput) {
  const body = await apiRequest<{ url?: string }>('/api/auth/sign-in/social', {
    method: 'POST',
    allowUnauthenticated: true,
    body: {
      provider: 'google',
      callbackURL: '/dashboard',
      newUserCallbackURL: '/onboarding',
      errorCallbackURL: `${errorPage}?error=google`,
    },
  });
  if (!body.url) throw new Error('No Google sign-in URL received');
  window.location.assign(body.url);
}

export const useSignInWithGoogle = () => usePublicMutation(signInWithGoogle);
