import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardStatsResponse } from '@common/dashboard/schemas';
import { apiRequest } from '@web/lib/api-client';
import { dashboardKeys, dashboardPath, dashboardRefresh } from './dashboard-keys';

export const getDashboardStats = (hotelId: string, signal?: AbortSignal) =>
  apiRequest<DashboardStatsResponse>(`${dashboardPath(hotelId)}/stats`, { signal }).then(
    (body) => body.stats,
  );

export const dashboardStatsQueryOptions = (hotelId: string) =>
  queryOptions({
    queryKey: dashboardKeys.stats(hotelId),
    queryFn: ({ signal }) => getDashboardStats(hotelId, signal),
    ...dashboardRefresh,
  });

/** The three cards of the active hotel: Active Properties, Connected OTAs, Content Updates. */
export const useDashboardStats = (hotelId: string) => useQuery(dashboardStatsQueryOptions(hotelId));
