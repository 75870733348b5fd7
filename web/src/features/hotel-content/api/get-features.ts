import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeaturesView } from '@common/content/schemas';
import { apiRequest } from '@web/lib/api-client';
import { contentKeys, scopeCacheTime, targetPath } from './content-keys';

/** The hotel's facilities and policies, or the room's features, grouped by category and subcategory. */
export const getFeatures = (hotelId: string, roomId: string | null, signal?: AbortSignal) =>
  apiRequest<FeaturesView>(`${targetPath(hotelId, roomId)}/features`, { signal });

export const featuresQueryOptions = (hotelId: string, roomId: string | null) =>
  queryOptions({
    ...scopeCacheTime(roomId),
    queryKey: contentKeys.features(hotelId, roomId),
    queryFn: ({ signal }) => getFeatures(hotelId, roomId, signal),
  });

export const useFeatures = (hotelId: string, roomId: string | null) =>
  useQuery(featuresQueryOptions(hotelId, roomId));
