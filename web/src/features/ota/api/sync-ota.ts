import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OtaSyncResponse } from '@common/ota/schemas';
import { apiRequest } from '@web/lib/api-client';
import { invalidateOtas } from './invalidate-otas';
import { otaPath } from './ota-keys';

/**
 * 'Check connection': the server opens the saved login and tells whether it still works (200 either way); it
 * sets the last sync, or the status error.
 */
export const syncOta = (hotelId: string, otaId: string) =>
  apiRequest<OtaSyncResponse>(`${otaPath(hotelId, otaId)}/sync`, { method: 'POST' });

export function useSyncOta(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (otaId: string) => syncOta(hotelId, otaId),
    onSettled: () => invalidateOtas(queryClient, hotelId),
  });
}
