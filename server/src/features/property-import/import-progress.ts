import { importItemKeys, type ImportItemKey, type ImportItemView } from '@common/import/schemas';
import { importTexts } from '@common/import/texts';

/** The four items, all pending: how every import starts. */
export const pendingItems = (): ImportItemView[] =>
  importItemKeys.map((key) => ({ key, status: 'pending', percent: 0, message: null }));

/**
 * A failed import's items: those still importing become error, 'Import failed' (spec part 1, section 4); those
 * that never started become skipped, so no part of a finished import still reads 'Pending' (issue 31, point 10).
 */
export const failedItems = (items: readonly ImportItemView[]): ImportItemView[] =>
  items.map((item) =>
    item.status === 'importing'
      ? { ...item, status: 'error', message: importTexts.itemFailed }
      : item.status === 'pending'
        ? { ...item, status: 'skipped', message: null }
        : item,
  );

/** Writes are at most this often while percentages move; a change of status is written at once. */
const writeEveryMs = 300;

/**
 * The progress items of one running import (spec part 1, section 4: pending, importing with a percent, then
 * success or error). Each change is handed to `persist`, one write at a time and in order; percent changes are
 * coalesced so a 100-photo import does not write 100 times in a second.
 */
export class ImportProgress {
  private readonly items = pendingItems();
  private writing: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly persist: (items: ImportItemView[]) => Promise<void>) {}

  importing(key: ImportItemKey, percent = 0, message: string | null = null) {
    const item = this.item(key);
    const changedStatus = item.status !== 'importing';
    Object.assign(item, { status: 'importing', percent: clampPercent(percent), message });
    if (changedStatus) this.writeNow();
    else this.writeSoon();
  }

  succeeded(key: ImportItemKey, message: string | null = null) {
    Object.assign(this.item(key), { status: 'success', percent: 100, message });
    this.writeNow();
  }

  snapshot(): ImportItemView[] {
    return this.items.map((item) => ({ ...item }));
  }

  /** Waits for the writes handed out so far (the run's final write follows them). */
  async settled() {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.writing;
  }

  private item(key: ImportItemKey): ImportItemView {
    return this.items.find((item) => item.key === key) as ImportItemView;
  }

  private writeSoon() {
    this.timer ??= setTimeout(() => this.writeNow(), writeEveryMs);
  }

  private writeNow() {
    clearTimeout(this.timer);
    this.timer = undefined;
    const items = this.snapshot();
    // A failed progress write only delays what the user sees; the import itself goes on.
    this.writing = this.writing.then(() => this.persist(items)).catch(() => undefined);
  }
}

const clampPercent = (percent: number) => Math.max(0, Math.min(100, Math.round(percent)));
