import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TranslationRunView } from '@common/translations/schemas';
import { apiRequest } from '@web/lib/api-client';
import { translationKeys, translationRunsPath } from './translation-keys';

/** How often the latest run is asked again while it waits or runs. */
export const runPollIntervalMs = 1000;

/** A run that has not finished yet: its progress is shown and asked for again until it has. */
export const isOpenRun = (run: Pick<TranslationRunView, 'status'> | null | undefined) =>
  run?.status === 'queued' || run?.status === 'running';

export const getLatestTranslationRun = (hotelId: string, signal?: AbortSignal) =>
  apiRequest<{ run: TranslationRunView | null }>(`${translationRunsPath(hotelId)}/latest`, { signal });

export const latestTranslationRunQueryOptions = (hotelId: string) =>
  queryOptions({
    queryKey: translationKeys.latestRun(hotelId),
    queryFn: ({ signal }) => getLatestTranslationRun(hotelId, signal),
    // Polled while the run is open; a read that failed stops the polling instead of repeating it.
    refetchInterval: (query) =>
      query.state.status !== 'error' && isOpenRun(query.state.data?.run) ? runPollIntervalMs : false,
  });

/** The hotel's latest 'Translate all missing' run, or null before the first. */
export const useLatestTranslationRun = (hotelId: string) =>
  useQuery(latestTranslationRunQueryOptions(hotelId));
