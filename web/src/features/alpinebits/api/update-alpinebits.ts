import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlpineBitsResponse, UpdateAlpineBitsInput } from '@common/alpinebits/schemas';
import { apiRequest } from '@web/lib/api-client';
import { alpineBitsKeys, alpineBitsPath } from './alpinebits-keys';

/** Changes the switch or the room codes of a saved connection, without a handshake. */
export const updateAlpineBits = (hotelId: string, input: UpdateAlpineBitsInput) =>
  apiRequest<AlpineBitsResponse>(alpineBitsPath(hotelId), { method: 'PATCH', body: input });

export function useUpdateAlpineBits(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateAlpineBitsInput) => updateAlpineBits(hotelId, input),
    onSuccess: (answer) => queryClient.setQueryData(alpineBitsKeys.connection(hotelId), answer),
  });
}
