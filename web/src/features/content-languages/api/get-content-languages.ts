import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentLanguagesView } from '@common/languages/schemas';
import { apiRequest } from '@web/lib/api-client';
import { contentLanguageKeys, contentLanguagesPath } from './content-languages-paths';

export const getContentLanguages = (hotelId: string, signal?: AbortSignal) =>
  apiRequest<ContentLanguagesView>(contentLanguagesPath(hotelId), { signal });

export const contentLanguagesQueryOptions = (hotelId: string) =>
  queryOptions({
    queryKey: contentLanguageKeys.of(hotelId),
    queryFn: ({ signal }) => getContentLanguages(hotelId, signal),
  });

/** The hotel's primary language and the languages it serves. */
export const useContentLanguages = (hotelId: string) => useQuery(contentLanguagesQueryOptions(hotelId));
