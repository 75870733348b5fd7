import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardHotelsResponse } from '@common/dashboard/schemas';
import { apiRequest } from '@web/lib/api-client';
import { dashboardKeys, dashboardRefresh } from './dashboard-keys';

export const getDashboardHotels = (signal?: AbortSignal) =>
  apiRequest<DashboardHotelsResponse>('/api/dashboard/hotels', { signal }).then((body) => body.hotels);

export const dashboardHotelsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.hotels,
    queryFn: ({ signal }) => getDashboardHotels(signal),
    ...dashboardRefresh,
  });

/** Each of the user's hotels with its score, oldest first. */
export const useDashboardHotels = () => useQuery(dashboardHotelsQueryOptions());
