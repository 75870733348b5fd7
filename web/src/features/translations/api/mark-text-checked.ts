import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TranslatableTextView } from '@common/translations/schemas';
import { apiRequest } from '@web/lib/api-client';
import { storeTextAnswer } from './text-answers';
import { textPath, type TextAddress } from './translation-keys';

/** 'Mark as checked': a stale translation is current again, its text unchanged. */
export const markTextChecked = (hotelId: string, address: TextAddress) =>
  apiRequest<TranslatableTextView>(`${textPath(hotelId, address)}/checked`, { method: 'POST' });

export function useMarkTextChecked(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: TextAddress) => markTextChecked(hotelId, address),
    onSuccess: (answer) => storeTextAnswer(queryClient, hotelId, answer),
  });
}
