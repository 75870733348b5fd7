import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportItemView } from '@common/import/schemas';
import { importTexts } from '@common/import/texts';
import { failedItems, ImportProgress, pendingItems } from './import-progress';

/** What each write handed to persist said, as [key, status, percent, message] per item that is not pending. */
type Written = Array<[string, string, number, string | null]>;
const started = (items: ImportItemView[]): Written =>
  items
    .filter((item) => item.status !== 'pending')
    .map((item) => [item.key, item.status, item.percent, item.message]);

let writes: ImportItemView[][];
const recordingPersist = async (items: ImportItemView[]) => {
  writes.push(items);
};
/** Lets the chained writes run (they go one after another on promises). */
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  writes = [];
});
afterEach(() => {
  vi.useRealTimers();
});

it('starts with the four items pending, in order', () => {
  expect(new ImportProgress(recordingPersist).snapshot()).toEqual([
    { key: 'hotel', status: 'pending', percent: 0, message: null },
    { key: 'images', status: 'pending', percent: 0, message: null },
    { key: 'rooms', status: 'pending', percent: 0, message: null },
    { key: 'features', status: 'pending', percent: 0, message: null },
  ]);
  expect(pendingItems()).toEqual(new ImportProgress(recordingPersist).snapshot());
});

describe('writing', () => {
  it('writes a change of status at once', async () => {
    const progress = new ImportProgress(recordingPersist);
    progress.importing('hotel');
    await flush();
    expect(writes.map(started)).toEqual([[['hotel', 'importing', 0, null]]]);
    progress.succeeded('hotel', 'Art House Basel');
    await flush();
    expect(writes.map(started)).toEqual([
      [['hotel', 'importing', 0, null]],
      [['hotel', 'success', 100, 'Art House Basel']],
    ]);
  });

  it('coalesces percent changes into one write at most every 300 ms, with the latest percent', async () => {
    const progress = new ImportProgress(recordingPersist);
    progress.importing('images');
    await flush();
    progress.importing('images', 10);
    progress.importing('images', 20, '2 of 10 photos');
    await vi.advanceTimersByTimeAsync(100);
    progress.importing('images', 30, '3 of 10 photos');
    await vi.advanceTimersByTimeAsync(150);
    expect(writes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(50);
    expect(writes.map(started)).toEqual([
      [['images', 'importing', 0, null]],
      [['images', 'importing', 30, '3 of 10 photos']],
    ]);
    progress.importing('images', 40);
    await vi.advanceTimersByTimeAsync(300);
    expect(writes.map(started).at(-1)).toEqual([['images', 'importing', 40, null]]);
    expect(writes).toHaveLength(3);
  });

  it('writes a change of status at once, taking along a percent change still waiting, and only once', async () => {
    const progress = new ImportProgress(recordingPersist);
    progress.importing('images');
    progress.importing('images', 60);
    progress.importing('rooms');
    await flush();
    expect(writes.map(started)).toEqual([
      [['images', 'importing', 0, null]],
      [
        ['images', 'importing', 60, null],
        ['rooms', 'importing', 0, null],
      ],
    ]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(writes).toHaveLength(2);
  });

  it('writes in order, one write at a time, even when an earlier write is slow', async () => {
    const finishes: Array<() => void> = [];
    const slowPersist = (items: ImportItemView[]) =>
      new Promise<void>((resolve) => {
        writes.push(items);
        finishes.push(resolve);
      });
    const progress = new ImportProgress(slowPersist);
    progress.importing('hotel');
    progress.succeeded('hotel');
    progress.importing('images');
    await flush();
    expect(writes).toHaveLength(1);
    finishes[0]?.();
    await flush();
    expect(writes).toHaveLength(2);
    finishes[1]?.();
    await flush();
    finishes[2]?.();
    await flush();
    expect(writes.map(started)).toEqual([
      [['hotel', 'importing', 0, null]],
      [['hotel', 'success', 100, null]],
      [
        ['hotel', 'success', 100, null],
        ['images', 'importing', 0, null],
      ],
    ]);
  });

  it('hands each write the items as they were, not as they became', async () => {
    const progress = new ImportProgress(recordingPersist);
    progress.importing('hotel');
    progress.succeeded('hotel');
    await flush();
    expect(writes[0]?.[0]?.status).toBe('importing');
    const snapshot = progress.snapshot();
    (snapshot[0] as ImportItemView).status = 'error';
    expect(progress.snapshot()[0]?.status).toBe('success');
  });

  it('goes on writing after a write failed', async () => {
    let calls = 0;
    const flakyPersist = async (items: ImportItemView[]) => {
      calls++;
      if (calls === 1) throw new Error('database unavailable');
      writes.push(items);
    };
    const progress = new ImportProgress(flakyPersist);
    progress.importing('hotel');
    progress.succeeded('hotel');
    progress.importing('images', 5);
    await progress.settled();
    expect(calls).toBe(3);
    expect(writes.map(started)).toEqual([
      [['hotel', 'success', 100, null]],
      [
        ['hotel', 'success', 100, null],
        ['images', 'importing', 5, null],
      ],
    ]);
  });
});

it('keeps percentages whole and between 0 and 100', () => {
  const progress = new ImportProgress(recordingPersist);
  progress.importing('images', 33.4);
  expect(progress.snapshot()[1]?.percent).toBe(33);
  progress.importing('images', 250);
  expect(progress.snapshot()[1]?.percent).toBe(100);
  progress.importing('images', -5);
  expect(progress.snapshot()[1]?.percent).toBe(0);
});

describe('when the import fails', () => {
  it("turns only the items still importing into error 'Import failed', keeping their percent", () => {
    const progress = new ImportProgress(recordingPersist);
    progress.importing('hotel');
    progress.succeeded('hotel', 'Art House Basel');
    progress.importing('images', 40, '8 of 20 photos');
    progress.importing('rooms');
    expect(failedItems(progress.snapshot())).toEqual([
      { key: 'hotel', status: 'success', percent: 100, message: 'Art House Basel' },
      { key: 'images', status: 'error', percent: 40, message: importTexts.itemFailed },
      { key: 'rooms', status: 'error', percent: 0, message: 'Import failed' },
      // Never started: skipped, not left 'Pending' (issue 31, point 10).
      { key: 'features', status: 'skipped', percent: 0, message: null },
    ]);
  });
});

describe('settled', () => {
  it('waits for the writes handed out so far', async () => {
    let finish = () => {};
    const slowPersist = (items: ImportItemView[]) =>
      new Promise<void>((resolve) => {
        writes.push(items);
        finish = resolve;
      });
    const progress = new ImportProgress(slowPersist);
    progress.importing('hotel');
    let settled = false;
    void progress.settled().then(() => {
      settled = true;
    });
    await flush();
    expect(settled).toBe(false);
    finish();
    await flush();
    expect(settled).toBe(true);
  });

  it("drops a percent change still waiting: the run's final write carries the snapshot", async () => {
    const progress = new ImportProgress(recordingPersist);
    progress.importing('images');
    progress.importing('images', 90);
    await progress.settled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(writes.map(started)).toEqual([[['images', 'importing', 0, null]]]);
    expect(progress.snapshot()[1]?.percent).toBe(90);
  });
});
