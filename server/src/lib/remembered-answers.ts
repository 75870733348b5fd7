import { LRUCache } from 'lru-cache';

/** A remembered answer: the computation, and its value once it has one. */
interface Remembered {
  answer: Promise<unknown>;
  settled?: { value: unknown };
}

/**
 * Answers of this process remembered by key, for reads whose key carries a version that the database raises in
 * the same transaction as any change to what the answer shows (hotels.assets_version, hotels.content_version),
 * and which each request reads anyway with its ownership check. A changed answer therefore never matches an old
 * key, in this process or any other: nothing here needs invalidating, old keys just age out.
 */
export class RememberedAnswers {
  private readonly answers: LRUCache<string, Remembered>;

  constructor(maxEntries: number) {
    this.answers = new LRUCache({ max: maxEntries });
  }

  /** The remembered answer for `key`, or `compute()`'s; simultaneous requests for one key share one computation. */
  remember<T>(key: readonly unknown[], compute: () => Promise<T>): Promise<T> {
    const id = JSON.stringify(key);
    const known = this.answers.get(id);
    if (known) return known.answer as Promise<T>;
    const remembered: Remembered = { answer: compute() };
    this.answers.set(id, remembered);
    remembered.answer.then(
      (value) => {
        remembered.settled = { value };
      },
      // A failed computation (a 404 included) is not remembered: the next request tries again.
      () => {
        if (this.answers.peek(id) === remembered) this.answers.delete(id);
      },
    );
    return remembered.answer as Promise<T>;
  }

  /**
   * The answer already computed for `key`, without computing or waiting for one: a caller inside a transaction
   * must not wait for a computation that may need the database it holds.
   */
  computed<T>(key: readonly unknown[]): T | undefined {
    return this.answers.peek(JSON.stringify(key))?.settled?.value as T | undefined;
  }
}
