import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublishingSwitch, PublishingView } from '@common/publishing/schemas';
import { apiRequest } from '@web/lib/api-client';
import { publishingKeys, publishingPath } from './publishing-paths';

export const setPublishing = (hotelId: string, body: PublishingSwitch) =>
  apiRequest<PublishingView>(publishingPath(hotelId), { method: 'PUT', body });

/** Switches 'Publish content'; the answer (with the public id the first publish makes) replaces the cached one. */
export function useSetPublishing(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (publishContent: boolean) => setPublishing(hotelId, { publishContent }),
    onSuccess: (view) => queryClient.setQueryData(publishingKeys.of(hotelId), view),
  });
}
