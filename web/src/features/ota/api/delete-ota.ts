import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { invalidateOtas } from './invalidate-otas';
import { otaPath } from './ota-keys';

/** Removes the connection and its saved login (the server logs ota_disconnect). */
export const deleteOta = (hotelId: string, otaId: string) =>
  apiRequest<void>(otaPath(hotelId, otaId), { method: 'DELETE' });

export function useDeleteOta(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (otaId: string) => deleteOta(hotelId, otaId),
    onSuccess: () => invalidateOtas(queryClient, hotelId),
  });
}
