import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AlpineBitsResponse, PushRunView } from '@common/alpinebits/schemas';
import { apiRequest } from '@web/lib/api-client';
import { alpineBitsKeys, alpineBitsPath } from './alpinebits-keys';

/** How often the connection is asked again while a push waits or runs. */
export const pushPollIntervalMs = 1000;

/** A push that has not finished yet: the card shows it running and asks again until it has. */
export const isActiveRun = (run: Pick<PushRunView, 'status'>) =>
  run.status === 'queued' || run.status === 'running';

export const getAlpineBits = (hotelId: string, signal?: AbortSignal) =>
  apiRequest<AlpineBitsResponse>(alpineBitsPath(hotelId), { signal });

export const alpineBitsQueryOptions = (hotelId: string) =>
  queryOptions({
    queryKey: alpineBitsKeys.connection(hotelId),
    queryFn: ({ signal }) => getAlpineBits(hotelId, signal),
    // Polled while a run waits or runs. Otherwise now and then: an automatic push may happen in the background,
    // and the last push's 'n minutes ago' moves on. A read that failed stops the polling instead of repeating it.
    refetchInterval: (query) =>
      query.state.status !== 'error' && query.state.data?.runs.some(isActiveRun)
        ? pushPollIntervalMs
        : 5 * 60_000,
  });

/** The hotel's AlpineBits connection (or null), its rooms with their codes and the last 20 pushes. */
export const useAlpineBits = (hotelId: string) => useQuery(alpineBitsQueryOptions(hotelId));
