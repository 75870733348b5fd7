export interface SlidingWindowOptions {
  /** Calls allowed per key within the window. */
  max: number;
  windowMs: number;
  now?: () => number;
}

/**
 * Counts calls per key over the last `windowMs` milliseconds. In memory, so it holds per process: enough
 * for one app node; several nodes would move it to a shared store (ARCHITECTURE.md, "Scaling").
 */
export class SlidingWindowLimiter {
  private readonly calls = new Map<string, number[]>();
  private readonly now: () => number;

  constructor(private readonly options: SlidingWindowOptions) {
    this.now = options.now ?? Date.now;
  }

  /**
   * Records a call for the key if the window has room. Returns 0 when the call may go ahead, otherwise the
   * milliseconds until the oldest call in the window expires.
   */
  take(key: string): number {
    const now = this.now();
    const recent = this.recent(key, now);
    if (recent.length >= this.options.max) {
      return Math.max(1, (recent[0] ?? now) + this.options.windowMs - now);
    }
    recent.push(now);
    this.calls.set(key, recent);
    return 0;
  }

  private recent(key: string, now: number): number[] {
    const since = now - this.options.windowMs;
    const recent = (this.calls.get(key) ?? []).filter((time) => time > since);
    // Forget idle keys so the map does not grow with every user ever seen.
    if (recent.length === 0) this.calls.delete(key);
    this.sweep(since);
    return recent;
  }

  private sweeps = 0;

  private sweep(since: number) {
    if (++this.sweeps % 1000 !== 0) return;
    for (const [key, times] of this.calls) if ((times.at(-1) ?? 0) <= since) this.calls.delete(key);
  }
}
