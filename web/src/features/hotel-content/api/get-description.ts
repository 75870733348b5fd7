import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DescriptionView } from '@common/content/schemas';
import { apiRequest } from '@web/lib/api-client';
import { contentKeys, scopeCacheTime, targetPath } from './content-keys';

/**
 * The main description (issue 37): the one in the hotel's primary language, else the newest in another, with its
 * language; the one the public preview shows too.
 */
export const getDescription = (hotelId: string, roomId: string | null, signal?: AbortSignal) =>
  apiRequest<DescriptionView>(`${targetPath(hotelId, roomId)}/description`, { signal });

export const descriptionQueryOptions = (hotelId: string, roomId: string | null) =>
  queryOptions({
    ...scopeCacheTime(roomId),
    queryKey: contentKeys.description(hotelId, roomId),
    queryFn: ({ signal }) => getDescription(hotelId, roomId, signal),
  });

/** The hotel's description, or the room's when a room is selected. */
export const useDescription = (hotelId: string, roomId: string | null) =>
  useQuery(descriptionQueryOptions(hotelId, roomId));
