const minute = 60_000;

/**
 * How long after each failed attempt an event is tried again: 1 minute, 5 minutes, 30 minutes, 2 hours and 6
 * hours, so a receiver down for most of a working day still gets it; six attempts in all, then it is given up
 * (the receiver reads the content afresh at the next event anyway).
 */
export const retryDelaysMs = [1 * minute, 5 * minute, 30 * minute, 120 * minute, 360 * minute] as const;

export const maxAttempts = retryDelaysMs.length + 1;

/** When the next attempt is due after `attemptsMade` failed ones, or null when the event is given up. */
export function nextAttemptAt(attemptsMade: number, now: Date): Date | null {
  const delay = retryDelaysMs[attemptsMade - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay);
}
