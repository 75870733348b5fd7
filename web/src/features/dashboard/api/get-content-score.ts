import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentScoreResponse } from '@common/dashboard/schemas';
import { apiRequest } from '@web/lib/api-client';
import { dashboardKeys, dashboardPath, dashboardRefresh } from './dashboard-keys';

export const getContentScore = (hotelId: string, signal?: AbortSignal) =>
  apiRequest<ContentScoreResponse>(`${dashboardPath(hotelId)}/content-score`, { signal }).then(
    (body) => body.contentScore,
  );

export const contentScoreQueryOptions = (hotelId: string) =>
  queryOptions({
    queryKey: dashboardKeys.contentScore(hotelId),
    queryFn: ({ signal }) => getContentScore(hotelId, signal),
    ...dashboardRefresh,
  });

/** The active hotel's content score with its hints. */
export const useContentScore = (hotelId: string) => useQuery(contentScoreQueryOptions(hotelId));
