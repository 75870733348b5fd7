import { pageMaxChars } from './read-page';

/**
 * What one website import parses in all (issue 30: 20 MB, 2 MB a page): a hostile site of 20 pages of nested
 * markup took 44.6 s of parsing before. What is beyond it is left unparsed; the import goes on with what it has.
 */
export const siteMaxChars = 20_000_000;

/**
 * The characters an import may still parse. Linked pages are read a few at a time, so each page takes its share
 * when it is handed to the parser rather than when it has been read.
 */
export class ParseAllowance {
  private left: number;

  constructor(total = siteMaxChars) {
    this.left = total;
  }

  get spent(): boolean {
    return this.left <= 0;
  }

  /** The start of `text` that the page limit and what is left allow (taken from what is left); null when spent. */
  take(text: string): string | null {
    if (this.spent) return null;
    const taken = text.slice(0, Math.min(pageMaxChars, this.left));
    this.left -= taken.length;
    return taken;
  }
}
