import { useEffect, useState } from 'react';

/** How long a success message stays (spec part 2, section 9: save confirmation 3 s). */
export const noticeDurationMs = 3000;

/** A message shown for a moment, then gone; showing it again restarts the time. */
export function usePassingNotice() {
  // Counts the showings, so that showing it again while visible restarts the timer.
  const [showing, setShowing] = useState<number | null>(null);
  useEffect(() => {
    if (showing === null) return;
    const timer = setTimeout(() => setShowing(null), noticeDurationMs);
    return () => clearTimeout(timer);
  }, [showing]);
  return {
    visible: showing !== null,
    show: () => setShowing((count) => (count ?? 0) + 1),
    hide: () => setShowing(null),
  };
}
