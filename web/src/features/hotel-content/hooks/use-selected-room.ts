import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The room the content page shows, kept in the URL (?room=<id>) so a reload or a shared link keeps it; null is
 * the hotel. Other search parameters are left as they are.
 */
export function useSelectedRoom(): [roomId: string | null, select: (roomId: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const select = useCallback(
    (roomId: string | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (roomId === null) next.delete('room');
        else next.set('room', roomId);
        return next;
      }),
    [setParams],
  );
  return [params.get('room'), select];
}
