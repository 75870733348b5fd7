import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { alpineBitsKeys, alpineBitsPath } from './alpinebits-keys';

/** 'Disconnect': removes the connection, its stored login and its push history. */
export const deleteAlpineBits = (hotelId: string) =>
  apiRequest<void>(alpineBitsPath(hotelId), { method: 'DELETE' });

export function useDeleteAlpineBits(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteAlpineBits(hotelId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alpineBitsKeys.connection(hotelId) }),
  });
}
