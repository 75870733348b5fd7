import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublishingView } from '@common/publishing/schemas';
import { apiRequest } from '@web/lib/api-client';
import { publishingKeys, publishingPath } from './publishing-paths';

export const renewPublicId = (hotelId: string) =>
  apiRequest<PublishingView>(`${publishingPath(hotelId)}/public-id`, { method: 'POST' });

/** 'New public address': the hotel's public content moves to a new id, and the old addresses stop at once. */
export function useRenewPublicId(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => renewPublicId(hotelId),
    onSuccess: (view) => queryClient.setQueryData(publishingKeys.of(hotelId), view),
  });
}
