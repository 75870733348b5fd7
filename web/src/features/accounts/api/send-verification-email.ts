import { apiRequest } from '@web/lib/api-client';
import { usePublicMutation } from '@web/lib/public-mutation';

/** Mails a fresh confirmation link (limited per address and per client on the server). */
export const sendVerificationEmail = (input: { email: string }) =>
  apiRequest<unknown>('/api/auth/send-verification-email', {
    method: 'POST',
    body: input,
    allowUnauthenticated: true,
  });

export const useSendVerificationEmail = () => usePublicMutation(sendVerificationEmail);
