import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityView } from '@common/activities/schemas';
import { apiRequest } from '@web/lib/api-client';

const recentCount = 8;

export const activityKeys = {
  all: ['activities'] as const,
  recent: (hotelId: string) => ['activities', hotelId, 'recent'] as const,
};

export const getRecentActivities = (hotelId: string, signal?: AbortSignal) =>
  apiRequest<ActivityView[]>(`/api/hotels/${encodeURIComponent(hotelId)}/activities?limit=${recentCount}`, {
    signal,
  });

export const recentActivitiesQueryOptions = (hotelId: string) =>
  queryOptions({
    queryKey: activityKeys.recent(hotelId),
    queryFn: ({ signal }) => getRecentActivities(hotelId, signal),
    // Every feature writes to the log; the dashboard asks afresh whenever it is shown, and now and then.
    staleTime: 0,
    refetchInterval: 5 * 60_000,
  });

/** What happened lately in the hotel, newest first. */
export const useRecentActivities = (hotelId: string) => useQuery(recentActivitiesQueryOptions(hotelId));
