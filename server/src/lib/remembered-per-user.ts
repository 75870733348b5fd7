import { LRUCache } from 'lru-cache';

/**
 * What this process has read for each user, kept until the database announces a change for that user
 * (`forget`). Only for the embedded database: it has no client but this process, and its triggers announce
 * every change, so what is kept is never stale. Requests for the same user while a read is under way share it;
 * a read that began before a change does not store what it read.
 */
export class RememberedPerUser<T> {
  private readonly users: LRUCache<string, { value: T }>;
  /** Reads under way, shared by the requests that need the same user's value meanwhile. */
  private readonly reading = new Map<string, { changes: number; value: Promise<T> }>();
  /** Raised by every change notice. */
  private changes = 0;

  constructor(maxUsers: number) {
    this.users = new LRUCache({ max: maxUsers });
  }

  async of(userId: string, read: () => Promise<T>): Promise<T> {
    const known = this.users.get(userId);
    if (known) return known.value;
    const underWay = this.reading.get(userId);
    if (underWay?.changes === this.changes) return underWay.value;
    const changesBefore = this.changes;
    const reading = { changes: changesBefore, value: read() };
    this.reading.set(userId, reading);
    try {
      const value = await reading.value;
      if (changesBefore === this.changes) this.users.set(userId, { value });
      return value;
    } finally {
      if (this.reading.get(userId) === reading) this.reading.delete(userId);
    }
  }

  forget(userId: string) {
    this.changes++;
    this.users.delete(userId);
  }
}
