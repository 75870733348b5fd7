import { useEffect, useState } from 'react';
import { connectionTimings } from '@common/ota/schemas';

/**
 * The seconds left before 'Login Completed' may be clicked: null until the login was detected, then counting
 * down from 5 to 0, once a second. A detection stays detected, so a page flickering through a redirect does
 * not restart the count.
 */
export function useLoginCountdown(detected: boolean): number | null {
  const [remaining, setRemaining] = useState<number | null>(null);
  // Started while rendering, from the poll's answer (React's pattern for state that follows a value).
  if (detected && remaining === null) setRemaining(connectionTimings.countdownSeconds);

  useEffect(() => {
    if (remaining === null || remaining === 0) return;
    const timer = setTimeout(() => setRemaining(remaining - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);

  return remaining;
}
