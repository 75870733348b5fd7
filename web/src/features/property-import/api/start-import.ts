import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportRunResponse, ImportSource } from '@common/import/schemas';
import { apiRequest } from '@web/lib/api-client';
import { importKeys, importsPath } from './import-keys';

export interface ImportStart {
  url: string;
  source: ImportSource;
}

/**
 * Starts an import from a checked address (a property page, or the hotel's website); the server answers at once
 * with the running import.
 */
export const startImport = (hotelId: string, { url, source }: ImportStart) =>
  apiRequest<ImportRunResponse>(
    source === 'website' ? `${importsPath(hotelId)}/website` : importsPath(hotelId),
    { method: 'POST', body: { url } },
  ).then((body) => body.import);

/** The started import becomes the hotel's latest, which the progress is read from. */
export function useStartImport(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (start: ImportStart) => startImport(hotelId, start),
    onSuccess: async (run) => {
      // A read of the latest still under way would answer with the import before this one.
      await queryClient.cancelQueries({ queryKey: importKeys.latest(hotelId) });
      queryClient.setQueryData(importKeys.latest(hotelId), run);
    },
  });
}
