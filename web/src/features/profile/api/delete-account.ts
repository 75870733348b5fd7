import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { deleteAccountSchema } from '@common/profile/schemas';
import { apiRequest } from '@web/lib/api-client';

/** Password accounts confirm with { password }, accounts without one with { email } (DECISIONS.md point 8). */
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

export const deleteAccount = (input: DeleteAccountInput) =>
  apiRequest<void>('/api/account', { method: 'DELETE', body: input });

/** No cache to refresh: on success the page clears the browser's storage and reloads at /. */
export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
