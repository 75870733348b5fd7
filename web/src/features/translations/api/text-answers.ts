import type { QueryClient } from '@tanstack/react-query';
import type { HotelTextsView, TranslatableTextView } from '@common/translations/schemas';
import { translationKeys } from './translation-keys';

/**
 * A text as the server answered it after a write, put into the cached list of its language at once (the
 * translation shows in its field without waiting), then every language's texts read again for the counts.
 */
export async function storeTextAnswer(
  queryClient: QueryClient,
  hotelId: string,
  answer: TranslatableTextView,
) {
  queryClient.setQueryData<HotelTextsView>(translationKeys.texts(hotelId, answer.language), (view) =>
    view
      ? {
          ...view,
          texts: view.texts.map((text) =>
            text.kind === answer.kind && text.subjectId === answer.subjectId ? answer : text,
          ),
        }
      : view,
  );
  await queryClient.invalidateQueries({ queryKey: translationKeys.allTexts(hotelId) });
}
