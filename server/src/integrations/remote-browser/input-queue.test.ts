import { describe, expect, it } from 'vitest';
import type { ViewerMessage } from '@common/ota/live-view-protocol';
import { InputQueue } from './input-queue';

const move = (x: number): ViewerMessage => ({
  type: 'mouse',
  action: 'move',
  x,
  y: 0,
  button: 'none',
  clickCount: 0,
  modifiers: 0,
});
const down: ViewerMessage = {
  type: 'mouse',
  action: 'down',
  x: 5,
  y: 0,
  button: 'left',
  clickCount: 1,
  modifiers: 0,
};
const key: ViewerMessage = {
  type: 'key',
  action: 'down',
  key: 'a',
  code: 'KeyA',
  keyCode: 0,
  text: 'a',
  modifiers: 0,
};

/** A queue whose page takes each message only when the test lets it (finish()). */
function slowPage() {
  const applied: ViewerMessage[] = [];
  const waiting: Array<() => void> = [];
  const queue = new InputQueue(
    (message) =>
      new Promise<void>((resolve) => {
        applied.push(message);
        waiting.push(resolve);
      }),
    () => undefined,
  );
  const finish = async () => {
    while (waiting.length > 0) {
      waiting.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { queue, applied, finish };
}

describe('the input queue', () => {
  it('applies messages one at a time, in order, and keeps only the newest of the moves that waited', async () => {
    const { queue, applied, finish } = slowPage();
    queue.push(move(1));
    for (let x = 2; x <= 500; x++) queue.push(move(x));
    queue.push(down);
    queue.push(move(600));
    queue.push(move(601));
    queue.push(key);
    // Only the first is being applied: the page has not answered yet.
    expect(applied).toEqual([move(1)]);
    await finish();
    expect(applied).toEqual([move(1), move(500), down, move(601), key]);
  });

  it('drops what has not been applied once cleared, and carries on after a failed message', async () => {
    const applied: ViewerMessage[] = [];
    const errors: unknown[] = [];
    const queue = new InputQueue(
      async (message) => {
        applied.push(message);
        if (message === key) throw new Error('the page went away');
      },
      (error) => errors.push(error),
    );
    queue.push(key);
    queue.push(down);
    await new Promise((resolve) => setImmediate(resolve));
    expect(applied).toEqual([key, down]);
    expect(errors).toHaveLength(1);

    const { queue: slow, applied: slowApplied, finish } = slowPage();
    slow.push(down);
    slow.push(key);
    slow.clear();
    await finish();
    expect(slowApplied).toEqual([down]);
  });
});
