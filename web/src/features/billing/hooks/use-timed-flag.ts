import { useEffect, useState } from 'react';

/** A flag that starts as given and turns itself off after `ms` (for notices that stay a few seconds). */
export function useTimedFlag(initial: boolean, ms: number): boolean {
  const [on, setOn] = useState(initial);
  useEffect(() => {
    if (!on) return;
    const timer = window.setTimeout(() => setOn(false), ms);
    return () => window.clearTimeout(timer);
  }, [on, ms]);
  return on;
}
