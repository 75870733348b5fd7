import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@common/accounts/schemas';
import { apiRequest } from '@web/lib/api-client';

/** The server keeps this session (under a new cookie) and signs out every other one. */
export const changePassword = (input: ChangePasswordInput) =>
  apiRequest<unknown>('/api/auth/change-password', { method: 'POST', body: input });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
