import { RememberedAnswers } from '../../lib/remembered-answers';

/**
 * Enough for the pages and filters that a few hundred operators have open. A page of 60 images (the web
 * app's) is about 30 KB plus its compressed copies (http/encoded-json.ts), about 12 MB for all; even pages of
 * the largest size the API allows (200 images) stay under 40 MB.
 */
const maxEntries = 300;

/**
 * Library answers (pages, tag lists) of this process, keyed with the hotel's assets version, which database
 * triggers raise in the same transaction as any change to the hotel's assets or tags (migration 0004).
 */
export class LibraryCache extends RememberedAnswers {
  constructor() {
    super(maxEntries);
  }
}
