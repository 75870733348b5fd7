import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyView } from '@common/api-keys/schemas';
import { apiRequest } from '@web/lib/api-client';
import { apiKeyKeys, revokePath } from './api-key-paths';

export const revokeApiKey = (keyId: string) =>
  apiRequest<{ apiKey: ApiKeyView }>(revokePath(keyId), { method: 'POST' }).then((body) => body.apiKey);

/** Revokes a key at once: its next request to the content API is refused. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
