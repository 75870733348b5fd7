import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageCode } from '@common/languages/content-languages';
import type { HotelTextsView } from '@common/translations/schemas';
import { apiRequest } from '@web/lib/api-client';
import { textsPath, translationKeys } from './translation-keys';

export const getHotelTexts = (hotelId: string, language: LanguageCode | null, signal?: AbortSignal) =>
  apiRequest<HotelTextsView>(language ? `${textsPath(hotelId)}?language=${language}` : textsPath(hotelId), {
    signal,
  });

export const hotelTextsQueryOptions = (hotelId: string, language: LanguageCode | null) =>
  queryOptions({
    queryKey: translationKeys.texts(hotelId, language),
    queryFn: ({ signal }) => getHotelTexts(hotelId, language, signal),
    // Any text of the page may change a translation's state (the German description saved makes the Italian one
    // stale), so the texts are read again whenever they are shown anew rather than kept for the usual 30 s.
    staleTime: 0,
  });

/** The hotel's texts in a language (the primary one for null), with every served language's counts. */
export const useHotelTexts = (hotelId: string, language: LanguageCode | null) =>
  useQuery(hotelTextsQueryOptions(hotelId, language));
