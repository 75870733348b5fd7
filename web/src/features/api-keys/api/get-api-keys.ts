import { useQuery } from '@tanstack/react-query';
import type { ApiKeyListView } from '@common/api-keys/schemas';
import { apiRequest } from '@web/lib/api-client';
import { apiKeyKeys, apiKeysPath } from './api-key-paths';

export const getApiKeys = (signal?: AbortSignal) => apiRequest<ApiKeyListView>(apiKeysPath, { signal });

/** The user's API keys, newest first, with their hotels, use, expiry and status. */
export function useApiKeys() {
  return useQuery({ queryKey: apiKeyKeys.all, queryFn: ({ signal }) => getApiKeys(signal) });
}
