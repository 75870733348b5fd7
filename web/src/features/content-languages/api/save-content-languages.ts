import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentLanguagesSave, ContentLanguagesView } from '@common/languages/schemas';
import { apiRequest } from '@web/lib/api-client';
import { contentLanguageKeys, contentLanguagesPath } from './content-languages-paths';

export const saveContentLanguages = (hotelId: string, body: ContentLanguagesSave) =>
  apiRequest<ContentLanguagesView>(contentLanguagesPath(hotelId), { method: 'PUT', body });

/**
 * Saves the content languages; the answer replaces the cached ones. The content page's data (its queries start
 * with ['hotel-content', hotelId]) is read again, since which description it shows follows the primary language.
 */
export function useSaveContentLanguages(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContentLanguagesSave) => saveContentLanguages(hotelId, body),
    onSuccess: async (view) => {
      queryClient.setQueryData(contentLanguageKeys.of(hotelId), view);
      await queryClient.invalidateQueries({ queryKey: ['hotel-content', hotelId] });
    },
  });
}
