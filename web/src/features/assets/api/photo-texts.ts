import { useQuery } from '@tanstack/react-query';
import type { SubjectTextsView, TranslatableTextView } from '@common/translations/schemas';
import { apiRequest } from '@web/lib/api-client';
import type { PhotoTextChange } from '../photo-texts';
import { assetKeys } from './asset-keys';

const textsPath = (hotelId: string) => `/api/hotels/${encodeURIComponent(hotelId)}/texts`;

/** The photo's caption and alt text in every language the hotel serves, each with its status (issue 37). */
export const getPhotoTexts = (hotelId: string, assetId: string) =>
  apiRequest<SubjectTextsView>(`${textsPath(hotelId)}/subjects/${encodeURIComponent(assetId)}`);

export const usePhotoTexts = (hotelId: string, assetId: string, enabled = true) =>
  useQuery({
    queryKey: assetKeys.photoTexts(hotelId, assetId),
    queryFn: () => getPhotoTexts(hotelId, assetId),
    enabled,
  });

/** One translation of the photo's caption or alt text as typed; an empty one removes it (missing again). */
export const savePhotoText = (hotelId: string, assetId: string, { language, kind, text }: PhotoTextChange) =>
  apiRequest<TranslatableTextView>(
    `${textsPath(hotelId)}/${language}/${kind}/${encodeURIComponent(assetId)}`,
    { method: 'PUT', body: { text } },
  );
