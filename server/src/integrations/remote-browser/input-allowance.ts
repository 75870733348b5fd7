/**
 * How many input messages a viewer may still send: a token bucket that refills at `perSecond` up to `burst`.
 * A viewer that empties it is flooding (the viewer page sends far fewer, live-view-protocol.ts): 5,200 messages
 * at once stalled the API for most of a second before this existed.
 */
export class InputAllowance {
  private tokens: number;
  private updatedAt: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = burst;
    this.updatedAt = now();
  }

  /** Counts one message; false once the viewer has sent more than the allowance. */
  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.updatedAt) / 1000) * this.perSecond);
    this.updatedAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
