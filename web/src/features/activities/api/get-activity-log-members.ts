import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityLogMembersView } from '@common/activities/schemas';
import { apiRequest } from '@web/lib/api-client';
import { activityKeys } from './get-activities';

export const getActivityLogMembers = (hotelId: string, signal?: AbortSignal) =>
  apiRequest<ActivityLogMembersView>(`/api/hotels/${encodeURIComponent(hotelId)}/activity-log/members`, {
    signal,
  });

export const activityLogMembersQueryOptions = (hotelId: string) =>
  queryOptions({
    queryKey: [...activityKeys.all, hotelId, 'log-members'] as const,
    queryFn: ({ signal }) => getActivityLogMembers(hotelId, signal),
  });

/** The people the log can be filtered by: the hotel's members, then those who acted and have left. */
export const useActivityLogMembers = (hotelId: string) => useQuery(activityLogMembersQueryOptions(hotelId));
