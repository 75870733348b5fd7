import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TranslatableTextView } from '@common/translations/schemas';
import { apiRequest } from '@web/lib/api-client';
import { storeTextAnswer } from './text-answers';
import { textPath, type TextAddress } from './translation-keys';

/** 'Translate from {primary}': the server translates through the AI service, stores and answers the text. */
export const translateText = (hotelId: string, address: TextAddress) =>
  apiRequest<TranslatableTextView>(`${textPath(hotelId, address)}/translate`, { method: 'POST' });

export function useTranslateText(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: TextAddress) => translateText(hotelId, address),
    onSuccess: (answer) => storeTextAnswer(queryClient, hotelId, answer),
  });
}
