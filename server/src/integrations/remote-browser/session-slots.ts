/**
 * The cap on browser contexts open at once (BROWSER_MAX_SESSIONS), live sessions and saved-login probes alike.
 * A caller waits its turn for a while, first come first served, and gives up after the wait.
 */
export class SessionSlots {
  private used = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly capacity: number) {}

  /** Resolves with a release function, or with undefined when no slot freed up within waitMs. */
  acquire(waitMs: number): Promise<(() => void) | undefined> {
    if (this.used < this.capacity) {
      this.used += 1;
      return Promise.resolve(this.releaser());
    }
    return new Promise((resolve) => {
      const grant = () => {
        clearTimeout(timer);
        this.used += 1;
        resolve(this.releaser());
      };
      const timer = setTimeout(() => {
        const index = this.waiting.indexOf(grant);
        if (index >= 0) this.waiting.splice(index, 1);
        resolve(undefined);
      }, waitMs);
      this.waiting.push(grant);
    });
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.used -= 1;
      this.waiting.shift()?.();
    };
  }
}
