import { LRUCache } from 'lru-cache';
import type { NoticeListener } from '../db/notices';

/**
 * What this process has read for each user (or key), kept until the database announces a change for it
 * (`forget`, through `noticeListener()`): triggers announce every change, and a process hears its own before
 * the writing statement answers (DatabaseHandle.listen; on PostgreSQL other processes' a moment after their
 * commit, decision 032). Requests for the same user while a read is under way share it; a read that began
 * before a change does not store what it read. While notices may go unheard, nothing is kept.
 */
export class RememberedPerUser<T> {
  private readonly users: LRUCache<string, { value: T }>;
  /** Reads under way, shared by the requests that need the same user's value meanwhile. */
  private readonly reading = new Map<string, { changes: number; value: Promise<T> }>();
  /** Raised by every change notice, and whenever everything is forgotten. */
  private changes = 0;
  /** False while the database's notices may go unheard: every read then goes to the database. */
  private hearing = true;

  constructor(maxUsers: number) {
    this.users = new LRUCache({ max: maxUsers });
  }

  async of(userId: string, read: () => Promise<T>): Promise<T> {
    if (!this.hearing) return read();
    const known = this.users.get(userId);
    if (known) return known.value;
    const underWay = this.reading.get(userId);
    if (underWay?.changes === this.changes) return underWay.value;
    const changesBefore = this.changes;
    const reading = { changes: changesBefore, value: read() };
    this.reading.set(userId, reading);
    try {
      const value = await reading.value;
      if (changesBefore === this.changes && this.hearing) this.users.set(userId, { value });
      return value;
    } finally {
      if (this.reading.get(userId) === reading) this.reading.delete(userId);
    }
  }

  forget(userId: string) {
    this.changes++;
    this.users.delete(userId);
  }

  /** What to hand DatabaseHandle.listen: notices forget one user; a gap in them forgets everyone. */
  noticeListener(): NoticeListener {
    return {
      notice: (userId) => this.forget(userId),
      unheard: () => {
        this.hearing = false;
        this.forgetEveryone();
      },
      heard: () => {
        this.forgetEveryone();
        this.hearing = true;
      },
    };
  }

  private forgetEveryone() {
    this.changes++;
    this.users.clear();
  }
}
