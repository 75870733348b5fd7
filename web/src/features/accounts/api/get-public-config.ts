import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';

export interface PublicConfig {
  googleSignIn: boolean;
}

export const getPublicConfig = () => apiRequest<PublicConfig>('/api/config', { allowUnauthenticated: true });

export const publicConfigQueryOptions = () =>
  queryOptions({ queryKey: ['public-config'], queryFn: getPublicConfig, staleTime: Infinity });

export const usePublicConfig = () => useQuery(publicConfigQueryOptions());
