import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { rebuildsFormsState } from '@web/lib/unsaved-changes/rebuilds-forms';

/**
 * The room the content page shows, kept in the URL (?room=<id>) so a reload or a shared link keeps it; null is
 * the hotel. Other search parameters are left as they are.
 */
export function useSelectedRoom(): [roomId: string | null, select: (roomId: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const roomId = params.get('room');
  // The tab panels are rebuilt for the chosen room (its description, area text and policies), so the choice asks
  // 'Discard changes?' first while one of them holds unsaved text, as leaving the page does. Choosing the room
  // already shown changes nothing and asks nothing.
  const select = useCallback(
    (next: string | null) => {
      if (next === roomId) return;
      setParams(
        (current) => {
          const changed = new URLSearchParams(current);
          if (next === null) changed.delete('room');
          else changed.set('room', next);
          return changed;
        },
        { state: rebuildsFormsState },
      );
    },
    [roomId, setParams],
  );
  return [roomId, select];
}
