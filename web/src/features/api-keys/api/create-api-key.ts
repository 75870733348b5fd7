import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyCreated } from '@common/api-keys/schemas';
import { apiRequest } from '@web/lib/api-client';
import { apiKeyKeys, apiKeysPath } from './api-key-paths';

export interface ApiKeyRequest {
  name: string;
  hotelIds: string[];
  /** The end of the chosen day in the browser's time zone, as an ISO moment; null for no expiry. */
  expiresAt: string | null;
}

export const createApiKey = (request: ApiKeyRequest) =>
  apiRequest<ApiKeyCreated>(apiKeysPath, { method: 'POST', body: request });

/** Creates a key; the answer holds the whole key, which nothing else ever shows again. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
