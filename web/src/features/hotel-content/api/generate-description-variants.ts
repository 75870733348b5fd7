import { useMutation } from '@tanstack/react-query';
import type { ContentLanguage } from '@common/ai/hotel-profile';
import type { DescriptionVariantsView } from '@common/content/schemas';
import { apiRequest } from '@web/lib/api-client';
import { hotelPath } from './content-keys';

/**
 * Two generated variants for the hotel or one of its rooms, in `language`; counted against the user's AI
 * limit.
 */
export const generateDescriptionVariants = (
  hotelId: string,
  roomId: string | null,
  language: ContentLanguage,
) =>
  apiRequest<DescriptionVariantsView>(`${hotelPath(hotelId)}/description/variants`, {
    method: 'POST',
    body: roomId === null ? { language } : { roomId, language },
  });

export const useGenerateDescriptionVariants = (hotelId: string, roomId: string | null) =>
  useMutation({
    mutationFn: (language: ContentLanguage) => generateDescriptionVariants(hotelId, roomId, language),
  });
