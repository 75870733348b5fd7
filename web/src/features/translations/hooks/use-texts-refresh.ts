import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { translationKeys } from '../api/translation-keys';

/**
 * Reads the texts per language again after any change saved on the page: the German description, a room's name
 * or the area text saved by their own features make their translations stale, and the chips should say so at
 * once. Those features need not know about translations; every write is a mutation of the one query cache.
 */
export function useTextsRefresh(hotelId: string) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success')
          void queryClient.invalidateQueries({ queryKey: translationKeys.allTexts(hotelId) });
      }),
    [hotelId, queryClient],
  );
}
