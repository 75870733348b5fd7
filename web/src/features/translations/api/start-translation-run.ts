import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TranslationRunView } from '@common/translations/schemas';
import { apiRequest } from '@web/lib/api-client';
import { translationKeys, translationRunsPath } from './translation-keys';

/** 'Translate all missing': the new run (202), or the one already open (200); 409 when nothing is missing. */
export const startTranslationRun = (hotelId: string) =>
  apiRequest<TranslationRunView>(translationRunsPath(hotelId), { method: 'POST', body: {} });

/** Starts the run; its answer is the latest run, which is then polled until it ends. */
export function useStartTranslationRun(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startTranslationRun(hotelId),
    onSuccess: (run) => queryClient.setQueryData(translationKeys.latestRun(hotelId), { run }),
  });
}
