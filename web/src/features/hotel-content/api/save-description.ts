import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DescriptionView } from '@common/content/schemas';
import { apiRequest } from '@web/lib/api-client';
import { contentKeys, targetPath } from './content-keys';

/** Updates the newest description or creates one (spec part 2, section 4). */
export const saveDescription = (hotelId: string, roomId: string | null, content: string) =>
  apiRequest<DescriptionView>(`${targetPath(hotelId, roomId)}/description`, {
    method: 'PUT',
    body: { content },
  });

export function useSaveDescription(hotelId: string, roomId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => saveDescription(hotelId, roomId, content),
    // The answer is the description as now stored (trimmed), so it is shown without asking again.
    onSuccess: (saved) => queryClient.setQueryData(contentKeys.description(hotelId, roomId), saved),
  });
}
