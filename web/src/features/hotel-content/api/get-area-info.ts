import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AreaInfoView } from '@common/content/schemas';
import { apiRequest } from '@web/lib/api-client';
import { contentKeys, hotelPath } from './content-keys';

export const getAreaInfo = (hotelId: string, signal?: AbortSignal) =>
  apiRequest<AreaInfoView>(`${hotelPath(hotelId)}/area`, { signal });

export const areaInfoQueryOptions = (hotelId: string) =>
  queryOptions({
    queryKey: contentKeys.area(hotelId),
    queryFn: ({ signal }) => getAreaInfo(hotelId, signal),
  });

/** The hotel's location (for the header's address line) and its text about the area. */
export const useAreaInfo = (hotelId: string) => useQuery(areaInfoQueryOptions(hotelId));
