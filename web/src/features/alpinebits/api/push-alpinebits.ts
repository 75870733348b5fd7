import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlpineBitsResponse, AlpineBitsRunResponse } from '@common/alpinebits/schemas';
import { apiRequest } from '@web/lib/api-client';
import { alpineBitsKeys, alpineBitsPath } from './alpinebits-keys';

/** 'Push content': queues a push job (202 with the queued run); a run already waiting or running goes first. */
export const pushAlpineBits = (hotelId: string) =>
  apiRequest<AlpineBitsRunResponse>(`${alpineBitsPath(hotelId)}/push`, { method: 'POST' }).then(
    (answer) => answer.run,
  );

export function usePushAlpineBits(hotelId: string) {
  const queryClient = useQueryClient();
  const key = alpineBitsKeys.connection(hotelId);
  return useMutation({
    mutationFn: () => pushAlpineBits(hotelId),
    onSuccess: async (run) => {
      // The queued run shows at once (and starts the polling); the read after it brings the server's list.
      queryClient.setQueryData<AlpineBitsResponse>(key, (known) =>
        known ? { ...known, runs: [run, ...known.runs.filter((other) => other.id !== run.id)] } : known,
      );
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
