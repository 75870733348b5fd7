import { useMutation } from '@tanstack/react-query';
import type { DescriptionVariantsView } from '@common/content/schemas';
import type { LanguageCode } from '@common/languages/content-languages';
import { apiRequest } from '@web/lib/api-client';
import { hotelPath } from './content-keys';

/**
 * Two generated variants for the hotel or one of its rooms, in `language`; counted against the user's AI
 * limit.
 */
export const generateDescriptionVariants = (hotelId: string, roomId: string | null, language: LanguageCode) =>
  apiRequest<DescriptionVariantsView>(`${hotelPath(hotelId)}/description/variants`, {
    method: 'POST',
    body: roomId === null ? { language } : { roomId, language },
  });

export const useGenerateDescriptionVariants = (hotelId: string, roomId: string | null) =>
  useMutation({
    mutationFn: (language: LanguageCode) => generateDescriptionVariants(hotelId, roomId, language),
  });
