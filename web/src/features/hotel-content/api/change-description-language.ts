import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DescriptionLanguageChange, DescriptionView } from '@common/content/schemas';
import { apiRequest } from '@web/lib/api-client';
import { contentKeys, targetPath } from './content-keys';

/** Says which language the hotel's (or room's) description written in `from` is in (issue 37). */
export const changeDescriptionLanguage = (
  hotelId: string,
  roomId: string | null,
  change: DescriptionLanguageChange,
) =>
  apiRequest<DescriptionView>(`${targetPath(hotelId, roomId)}/description/language`, {
    method: 'PUT',
    body: change,
  });

/**
 * Moves the description to the language chosen; the description is read again, since the one the page shows
 * (the primary language's, else the newest) may be another now.
 */
export function useChangeDescriptionLanguage(hotelId: string, roomId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: DescriptionLanguageChange) => changeDescriptionLanguage(hotelId, roomId, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.description(hotelId, roomId) }),
  });
}
