import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';

/** Deletes one of a chain's hotels (the server refuses the only hotel and non-chain accounts). */
export const deleteHotel = (hotelId: string) =>
  apiRequest<void>(`/api/hotels/${encodeURIComponent(hotelId)}`, { method: 'DELETE' });

export function useDeleteHotel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHotel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['hotels'] }),
  });
}
