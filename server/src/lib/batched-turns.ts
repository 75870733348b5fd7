/** One piece of work waiting for its turn, settled by the batch that takes it. */
export interface Waiting<T, R> {
  readonly value: T;
  resolve(result: R): void;
  reject(error: unknown): void;
}

/**
 * Work on one key, in this process, taking turns: the first item starts at once, alone; items that arrive while
 * a turn runs wait and are all handed to the next turn together, in arrival order (at most `maxBatch`). A
 * turn settles each of its items; one it leaves unsettled, or all when it throws, fail with its error.
 */
export class BatchedTurns<T, R> {
  private readonly queues = new Map<string, Waiting<T, R>[]>();

  constructor(private readonly maxBatch: number) {}

  submit(key: string, value: T, turn: (batch: Waiting<T, R>[]) => Promise<void>): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      const queue = this.queues.get(key);
      if (queue) {
        queue.push({ value, resolve, reject });
        return;
      }
      this.queues.set(key, [{ value, resolve, reject }]);
      void this.drain(key, turn);
    });
  }

  private async drain(key: string, turn: (batch: Waiting<T, R>[]) => Promise<void>) {
    for (;;) {
      const queue = this.queues.get(key) ?? [];
      const batch = queue.splice(0, this.maxBatch);
      if (batch.length === 0) {
        this.queues.delete(key);
        return;
      }
      const settled = batch.map((item) => settleOnce(item));
      try {
        await turn(settled.map(({ item }) => item));
        for (const { isSettled, item } of settled) {
          if (!isSettled()) item.reject(new Error('A batched turn left an item unsettled'));
        }
      } catch (error) {
        for (const { item } of settled) item.reject(error);
      }
    }
  }
}

/** The item, settling at most once (a second settle is ignored), and whether it has been. */
function settleOnce<T, R>(item: Waiting<T, R>) {
  let done = false;
  return {
    isSettled: () => done,
    item: {
      value: item.value,
      resolve(result: R) {
        if (!done) item.resolve(result);
        done = true;
      },
      reject(error: unknown) {
        if (!done) item.reject(error);
        done = true;
      },
    } satisfies Waiting<T, R>,
  };
}
