import { useInfiniteQuery } from '@tanstack/react-query';
import type { ActivityLogPage } from '@common/activities/schemas';
import { apiRequest } from '@web/lib/api-client';
import { apiQueryOf, type ActivityLogFilters } from '../log-filters';
import { activityKeys } from './get-activities';

const logPath = (hotelId: string) => `/api/hotels/${encodeURIComponent(hotelId)}/activity-log`;

/** Entries a page of the log brings: a screenful and a half. */
export const logPageSize = 50;

export const getActivityLogPage = (
  hotelId: string,
  filters: ActivityLogFilters,
  cursor: string | null,
  signal?: AbortSignal,
) => {
  const query = apiQueryOf(filters);
  query.set('limit', String(logPageSize));
  if (cursor) query.set('cursor', cursor);
  return apiRequest<ActivityLogPage>(`${logPath(hotelId)}?${query}`, { signal });
};

/** The address of the filtered log as CSV: a link the browser downloads, streamed by the server. */
export function activityLogCsvUrl(hotelId: string, filters: ActivityLogFilters): string {
  const query = apiQueryOf(filters).toString();
  return `${logPath(hotelId)}.csv${query ? `?${query}` : ''}`;
}

/**
 * The hotel's activity log, newest first, a page at a time ('Load more' asks for the next). Each page goes on
 * from the last entry shown, so entries added meanwhile never push one onto two pages.
 */
export function useActivityLog(hotelId: string, filters: ActivityLogFilters, enabled = true) {
  const query = useInfiniteQuery({
    queryKey: [...activityKeys.all, hotelId, 'log', filters] as const,
    queryFn: ({ pageParam, signal }) => getActivityLogPage(hotelId, filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    enabled,
  });
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];
  return { ...query, entries };
}
