import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarTemplatesView } from '@common/templates/schemas';
import { apiRequest } from '@web/lib/api-client';

export const calendarTemplatesPath = (hotelId: string) =>
  `/api/hotels/${encodeURIComponent(hotelId)}/calendar-templates`;

export const getCalendarTemplates = (hotelId: string, signal?: AbortSignal) =>
  apiRequest<CalendarTemplatesView>(calendarTemplatesPath(hotelId), { signal }).then(
    (body) => body.templates,
  );

/**
 * Every template of the hotel, with its dates. Asked again each time the calendar opens (no stale time), since
 * templates change on another page; the key sits under a ['templates', hotelId] prefix, so invalidating that
 * prefix refreshes it too.
 */
export const calendarTemplatesQueryOptions = (hotelId: string) =>
  queryOptions({
    queryKey: ['templates', hotelId, 'calendar'] as const,
    queryFn: ({ signal }) => getCalendarTemplates(hotelId, signal),
    staleTime: 0,
  });

export const useCalendarTemplates = (hotelId: string) => useQuery(calendarTemplatesQueryOptions(hotelId));
