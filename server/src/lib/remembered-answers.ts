import { LRUCache } from 'lru-cache';

/**
 * Answers of this process remembered by key, for reads whose key carries a version that the database raises in
 * the same transaction as any change to what the answer shows (hotels.assets_version, hotels.content_version),
 * and which each request reads anyway with its ownership check. A changed answer therefore never matches an old
 * key, in this process or any other: nothing here needs invalidating, old keys just age out.
 */
export class RememberedAnswers {
  private readonly answers: LRUCache<string, Promise<unknown>>;

  constructor(maxEntries: number) {
    this.answers = new LRUCache({ max: maxEntries });
  }

  /** The remembered answer for `key`, or `compute()`'s; simultaneous requests for one key share one computation. */
  remember<T>(key: readonly unknown[], compute: () => Promise<T>): Promise<T> {
    const id = JSON.stringify(key);
    const known = this.answers.get(id) as Promise<T> | undefined;
    if (known) return known;
    const answer = compute();
    this.answers.set(id, answer);
    // A failed computation (a 404 included) is not remembered: the next request tries again.
    answer.catch(() => {
      if (this.answers.peek(id) === answer) this.answers.delete(id);
    });
    return answer;
  }
}
