import { useMutation } from '@tanstack/react-query';
import type { ChangeEmailInput } from '@common/accounts/schemas';
import { apiRequest } from '@web/lib/api-client';

/** Mails a confirmation link to the new address; the account's address changes when it is opened. */
export const changeEmail = (input: ChangeEmailInput) =>
  apiRequest<unknown>('/api/auth/change-email', { method: 'POST', body: input });

export const useChangeEmail = () => useMutation({ mutationFn: changeEmail });
