import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChainReadinessResponse } from '@common/channels/readiness';
import { apiRequest } from '@web/lib/api-client';
import { readinessKeys, readinessRefresh } from './readiness-keys';

export const getChainReadiness = (signal?: AbortSignal) =>
  apiRequest<ChainReadinessResponse>('/api/channel-readiness/hotels', { signal }).then((body) => body.hotels);

export const chainReadinessQueryOptions = () =>
  queryOptions({
    queryKey: readinessKeys.chain,
    queryFn: ({ signal }) => getChainReadiness(signal),
    ...readinessRefresh,
  });

/** Each of the user's hotels with its status per channel, oldest first. */
export const useChainReadiness = (enabled: boolean) => useQuery({ ...chainReadinessQueryOptions(), enabled });
