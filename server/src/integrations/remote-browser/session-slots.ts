/** A place in the line for a browser slot. */
export interface SlotTicket {
  /** Resolves with the slot's release once it is this ticket's turn (never, for a ticket that left the line). */
  readonly granted: Promise<() => void>;
  /** 1 for the next in line, 2 for the one behind it, ...; 0 once the slot is held (or the ticket left). */
  position(): number;
  /** Leaves the line, or frees the slot when it was already granted. Safe to call more than once. */
  leave(): void;
}

interface Place {
  grant: (release: () => void) => void;
  release?: () => void;
}

/**
 * The cap on browser contexts open at once (BROWSER_MAX_SESSIONS), live sessions and saved-login probes alike,
 * with one line of waiters, first come first served. A live session waits in line as long as its window is
 * open (it learns its position); a probe, answered within one request, waits only a short while.
 */
export class SessionSlots {
  private used = 0;
  private readonly line: Place[] = [];

  /**
   * @param maxWaiting how long the line may grow: each waiter needs a confirmed account with a hotel, but accounts
   * can be made, and a line of hundreds would promise turns that come hours later. Beyond it a session is refused
   * as busy, like a probe that waited too long.
   */
  constructor(
    private readonly capacity: number,
    private readonly maxWaiting = Math.max(20, capacity * 10),
  ) {}

  /** Whether take() would find a free slot or a place in the line. */
  hasRoom(): boolean {
    return (this.used < this.capacity && this.line.length === 0) || this.line.length < this.maxWaiting;
  }

  /** Joins the line; the slot is granted at once when one is free and nobody waits before. */
  take(): SlotTicket {
    let grant!: (release: () => void) => void;
    const granted = new Promise<() => void>((resolve) => (grant = resolve));
    const place: Place = { grant };
    if (this.used < this.capacity && this.line.length === 0) this.grantTo(place);
    else this.line.push(place);
    return {
      granted,
      position: () => this.line.indexOf(place) + 1,
      leave: () => {
        const index = this.line.indexOf(place);
        if (index >= 0) this.line.splice(index, 1);
        else place.release?.();
      },
    };
  }

  /** Resolves with a release function, or with undefined when no slot freed up within waitMs. */
  async acquire(waitMs: number): Promise<(() => void) | undefined> {
    const ticket = this.take();
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => {
        ticket.leave();
        resolve(undefined);
      }, waitMs);
    });
    const release = await Promise.race([ticket.granted, gaveUp]);
    clearTimeout(timer);
    return release;
  }

  private grantTo(place: Place): void {
    this.used += 1;
    let released = false;
    place.release = () => {
      if (released) return;
      released = true;
      this.used -= 1;
      this.grantNext();
    };
    place.grant(place.release);
  }

  private grantNext(): void {
    while (this.used < this.capacity) {
      const next = this.line.shift();
      if (!next) return;
      this.grantTo(next);
    }
  }
}
