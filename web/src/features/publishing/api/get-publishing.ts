import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublishingView } from '@common/publishing/schemas';
import { apiRequest } from '@web/lib/api-client';
import { publishingKeys, publishingPath } from './publishing-paths';

export const getPublishing = (hotelId: string, signal?: AbortSignal) =>
  apiRequest<PublishingView>(publishingPath(hotelId), { signal });

export const publishingQueryOptions = (hotelId: string) =>
  queryOptions({
    queryKey: publishingKeys.of(hotelId),
    queryFn: ({ signal }) => getPublishing(hotelId, signal),
  });

/** Whether the hotel publishes its content, and its public id. */
export const usePublishing = (hotelId: string) => useQuery(publishingQueryOptions(hotelId));
