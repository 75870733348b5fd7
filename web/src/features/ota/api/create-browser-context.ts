import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContextCreatedResponse, CreateContextInput } from '@common/ota/schemas';
import { apiRequest } from '@web/lib/api-client';
import { otaPageTexts } from '@web/locales/ota';
import { invalidateOtas } from './invalidate-otas';
import { remoteBrowserPath } from './ota-keys';

/**
 * 'Login Completed': the server saves the session's login encrypted, creates (or with otaId renews) the
 * connection and closes the session. A reply without a context id is an error, as the spec wants.
 */
export async function createBrowserContext(input: CreateContextInput): Promise<ContextCreatedResponse> {
  const created = await apiRequest<Partial<ContextCreatedResponse> | undefined>(
    `${remoteBrowserPath}/contexts`,
    {
      method: 'POST',
      body: input,
    },
  );
  if (!created?.contextId) throw new Error(otaPageTexts('session.invalidContextId'));
  return created as ContextCreatedResponse;
}

export function useCreateBrowserContext(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBrowserContext,
    onSuccess: () => invalidateOtas(queryClient, hotelId),
  });
}
