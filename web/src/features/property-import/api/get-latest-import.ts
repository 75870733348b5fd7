import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LatestImportResponse } from '@common/import/schemas';
import { apiRequest } from '@web/lib/api-client';
import { importKeys, importsPath } from './import-keys';

export const getLatestImport = (hotelId: string, signal?: AbortSignal) =>
  apiRequest<LatestImportResponse>(importsPath(hotelId), { signal }).then((body) => body.import);

export const latestImportQueryOptions = (hotelId: string) =>
  queryOptions({
    queryKey: importKeys.latest(hotelId),
    queryFn: ({ signal }) => getLatestImport(hotelId, signal),
    // Read again whenever the step opens, so a reload or a return shows where the import is now.
    staleTime: 0,
  });

/** The hotel's most recent import (running or finished), or null when it never had one. */
export const useLatestImport = (hotelId: string) => useQuery(latestImportQueryOptions(hotelId));
