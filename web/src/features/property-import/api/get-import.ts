import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ImportRunResponse, ImportRunView } from '@common/import/schemas';
import { apiRequest } from '@web/lib/api-client';
import { importKeys, importPath } from './import-keys';

/** How often a running import is asked for its progress. */
export const importPollIntervalMs = 500;

export const getImport = (hotelId: string, importId: string, signal?: AbortSignal) =>
  apiRequest<ImportRunResponse>(importPath(hotelId, importId), { signal }).then((body) => body.import);

export const importQueryOptions = (hotelId: string, importId: string) =>
  queryOptions({
    queryKey: importKeys.run(hotelId, importId),
    queryFn: ({ signal }) => getImport(hotelId, importId, signal),
    // Polled while it runs; a finished import no longer changes. A read that failed even after the client's
    // retries (the import is gone, the session ended) stops the polling instead of repeating the failure.
    refetchInterval: (query) =>
      query.state.data?.status === 'running' && query.state.status !== 'error' ? importPollIntervalMs : false,
  });

/**
 * One import as it goes, starting from what is already known of it (the start's answer or the latest): a
 * running import is polled until it has finished, a finished one is shown as it is without asking again.
 */
export function useImport(hotelId: string, known: ImportRunView | null) {
  return useQuery({
    ...importQueryOptions(hotelId, known?.id ?? ''),
    initialData: known ?? undefined,
    enabled: known?.status === 'running',
  });
}
