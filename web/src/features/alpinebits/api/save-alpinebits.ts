import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlpineBitsResponse, SaveAlpineBitsInput } from '@common/alpinebits/schemas';
import { apiRequest } from '@web/lib/api-client';
import { alpineBitsKeys, alpineBitsPath } from './alpinebits-keys';

/**
 * 'Save': the server runs the handshake with these values and stores the connection only when it succeeds
 * (400 with the reason otherwise). An empty password keeps the stored one.
 */
export const saveAlpineBits = (hotelId: string, input: SaveAlpineBitsInput) =>
  apiRequest<AlpineBitsResponse>(alpineBitsPath(hotelId), { method: 'PUT', body: input });

export function useSaveAlpineBits(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveAlpineBitsInput) => saveAlpineBits(hotelId, input),
    onSuccess: (answer) => queryClient.setQueryData(alpineBitsKeys.connection(hotelId), answer),
  });
}
