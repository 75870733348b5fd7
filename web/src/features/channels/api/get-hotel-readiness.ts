import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HotelReadinessResponse } from '@common/channels/readiness';
import { apiRequest } from '@web/lib/api-client';
import { readinessKeys, readinessRefresh } from './readiness-keys';

export const getHotelReadiness = (hotelId: string, signal?: AbortSignal) =>
  apiRequest<HotelReadinessResponse>(`/api/hotels/${encodeURIComponent(hotelId)}/channel-readiness`, {
    signal,
  }).then((body) => body.readiness);

export const hotelReadinessQueryOptions = (hotelId: string) =>
  queryOptions({
    queryKey: readinessKeys.hotel(hotelId),
    queryFn: ({ signal }) => getHotelReadiness(hotelId, signal),
    ...readinessRefresh,
  });

/** One hotel checked against every channel's rules, channels in the matrix's order. */
export const useHotelReadiness = (hotelId: string) => useQuery(hotelReadinessQueryOptions(hotelId));
