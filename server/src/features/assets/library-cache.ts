import { LRUCache } from 'lru-cache';

/**
 * Enough for the pages and filters that a few hundred operators have open. A page of 60 images (the web
 * app's) is about 30 KB plus its compressed copies (http/encoded-json.ts), about 12 MB for all; even pages of
 * the largest size the API allows (200 images) stay under 40 MB.
 */
const maxEntries = 300;

/**
 * Library answers (pages, tag lists) of this process. Every key carries the hotel's assets version, which
 * database triggers raise in the same transaction as any change to the hotel's assets or tags (migration
 * 0004), and which each request reads anyway with its ownership check. A changed library therefore never
 * matches an old key, in this process or any other: nothing here needs invalidating, old keys just age out.
 */
export class LibraryCache {
  private readonly answers = new LRUCache<string, Promise<unknown>>({ max: maxEntries });

  /** The remembered answer for `key`, or `compute()`'s; simultaneous requests for one key share one computation. */
  remember<T>(key: readonly unknown[], compute: () => Promise<T>): Promise<T> {
    const id = JSON.stringify(key);
    const known = this.answers.get(id) as Promise<T> | undefined;
    if (known) return known;
    const answer = compute();
    this.answers.set(id, answer);
    // A failed computation is not remembered: the next request tries again.
    answer.catch(() => {
      if (this.answers.peek(id) === answer) this.answers.delete(id);
    });
    return answer;
  }
}
