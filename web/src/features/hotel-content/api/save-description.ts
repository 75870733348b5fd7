import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DescriptionView } from '@common/content/schemas';
import type { LanguageCode } from '@common/languages/content-languages';
import { apiRequest } from '@web/lib/api-client';
import { contentKeys, targetPath } from './content-keys';

interface DescriptionSave {
  content: string;
  /** The language it is written in; the hotel's primary language when not given. */
  language?: LanguageCode | undefined;
}

/** Updates the description in its language or creates one (spec part 2, section 4; issue 37). */
export const saveDescription = (hotelId: string, roomId: string | null, save: DescriptionSave) =>
  apiRequest<DescriptionView>(`${targetPath(hotelId, roomId)}/description`, { method: 'PUT', body: save });

export function useSaveDescription(hotelId: string, roomId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: DescriptionSave) => saveDescription(hotelId, roomId, save),
    // The answer is the description as now stored (trimmed), so it is shown without asking again.
    onSuccess: (saved) => queryClient.setQueryData(contentKeys.description(hotelId, roomId), saved),
  });
}
