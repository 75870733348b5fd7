import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OtaListResponse } from '@common/ota/schemas';
import { apiRequest } from '@web/lib/api-client';
import { otaKeys, otasPath } from './ota-keys';

export const getOtas = (hotelId: string, signal?: AbortSignal) =>
  apiRequest<OtaListResponse>(otasPath(hotelId), { signal }).then((body) => body.otas);

export const otasQueryOptions = (hotelId: string) =>
  queryOptions({
    queryKey: otaKeys.list(hotelId),
    queryFn: ({ signal }) => getOtas(hotelId, signal),
    // The server marks connections whose login expired as it answers, so the page always asks afresh, and again
    // now and then while it stays open.
    staleTime: 0,
    refetchInterval: 5 * 60_000,
  });

/** A hotel's channel connections, oldest first. */
export const useOtas = (hotelId: string) => useQuery(otasQueryOptions(hotelId));
