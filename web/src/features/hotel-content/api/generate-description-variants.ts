import { useMutation } from '@tanstack/react-query';
import type { DescriptionVariantsView } from '@common/content/schemas';
import { apiRequest } from '@web/lib/api-client';
import { hotelPath } from './content-keys';

/** Two generated variants for the hotel or one of its rooms; counted against the user's AI limit. */
export const generateDescriptionVariants = (hotelId: string, roomId: string | null) =>
  apiRequest<DescriptionVariantsView>(`${hotelPath(hotelId)}/description/variants`, {
    method: 'POST',
    body: roomId === null ? {} : { roomId },
  });

export const useGenerateDescriptionVariants = (hotelId: string, roomId: string | null) =>
  useMutation({ mutationFn: () => generateDescriptionVariants(hotelId, roomId) });
