import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TranslatableTextView } from '@common/translations/schemas';
import { apiRequest } from '@web/lib/api-client';
import { storeTextAnswer } from './text-answers';
import { textPath, type TextAddress } from './translation-keys';

/** A translation as typed; an empty text removes it (missing again). */
export const saveText = (hotelId: string, address: TextAddress, text: string) =>
  apiRequest<TranslatableTextView>(textPath(hotelId, address), { method: 'PUT', body: { text } });

/** Saves a translation; its answer is shown at once, and the texts are read again for the counts. */
export function useSaveText(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ address, text }: { address: TextAddress; text: string }) =>
      saveText(hotelId, address, text),
    onSuccess: (answer) => storeTextAnswer(queryClient, hotelId, answer),
  });
}
