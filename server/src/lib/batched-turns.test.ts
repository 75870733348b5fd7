import { describe, expect, it } from 'vitest';
import { BatchedTurns, type Waiting } from './batched-turns';

/** A promise settled from outside. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/**
 * A turn function that records each batch it is handed (the values, in order) and holds each turn open until
 * the test ends it with `finish(index)`; an ended turn resolves each item with its value in capitals.
 */
function heldTurns() {
  const batches: string[][] = [];
  const gates: ReturnType<typeof deferred>[] = [];
  const turn = async (batch: Waiting<string, string>[]) => {
    batches.push(batch.map((item) => item.value));
    const gate = deferred();
    gates.push(gate);
    await gate.promise;
    for (const item of batch) item.resolve(item.value.toUpperCase());
  };
  /** Ends turn `index` and lets the next one start. */
  const finish = async (index: number) => {
    const gate = gates[index];
    if (!gate) throw new Error(`turn ${index} has not started`);
    gate.resolve();
    await settle();
  };
  return { batches, turn, finish };
}

/** Lets every pending promise callback run (a turn ending, the next one starting). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Whether a promise has settled yet, without waiting for it. */
async function isSettled(promise: Promise<unknown>) {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await settle();
  return settled;
}

describe('BatchedTurns', () => {
  it('runs the first item of a key at once, alone', async () => {
    const turns = new BatchedTurns<string, string>(10);
    const { batches, turn, finish } = heldTurns();
    const first = turns.submit('gallery', 'a', turn);
    // Started synchronously by submit: nothing else had a chance to join it.
    expect(batches).toEqual([['a']]);
    await finish(0);
    await expect(first).resolves.toBe('A');
  });

  it('hands the items that arrive during a turn to the next turn together, in arrival order', async () => {
    const turns = new BatchedTurns<string, string>(10);
    const { batches, turn, finish } = heldTurns();
    const first = turns.submit('gallery', 'a', turn);
    const waiting = ['b', 'c', 'd', 'e'].map((value) => turns.submit('gallery', value, turn));
    await settle();
    // Nothing of the waiting items runs while the first turn is open.
    expect(batches).toEqual([['a']]);
    expect(await isSettled(Promise.race(waiting))).toBe(false);
    await finish(0);
    expect(batches).toEqual([['a'], ['b', 'c', 'd', 'e']]);
    await expect(first).resolves.toBe('A');
    expect(await isSettled(Promise.race(waiting))).toBe(false);
    await finish(1);
    await expect(Promise.all(waiting)).resolves.toEqual(['B', 'C', 'D', 'E']);
  });

  it('starts a fresh first turn once a key has gone idle', async () => {
    const turns = new BatchedTurns<string, string>(10);
    const { batches, turn, finish } = heldTurns();
    const first = turns.submit('gallery', 'a', turn);
    await finish(0);
    await first;
    const later = turns.submit('gallery', 'b', turn);
    expect(batches).toEqual([['a'], ['b']]);
    await finish(1);
    await expect(later).resolves.toBe('B');
  });

  it("does not make one key's items wait for another key's turn", async () => {
    const turns = new BatchedTurns<string, string>(10);
    const { batches, turn, finish } = heldTurns();
    const hotel = turns.submit('hotel', 'a', turn);
    const room = turns.submit('room', 'b', turn);
    expect(batches).toEqual([['a'], ['b']]);
    // The room's turn ends while the hotel's is still open.
    await finish(1);
    await expect(room).resolves.toBe('B');
    expect(await isSettled(hotel)).toBe(false);
    await finish(0);
    await expect(hotel).resolves.toBe('A');
  });

  it('splits a long queue into turns of at most maxBatch items, in arrival order', async () => {
    const turns = new BatchedTurns<string, string>(2);
    const { batches, turn, finish } = heldTurns();
    const all = ['a', 'b', 'c', 'd', 'e', 'f'].map((value) => turns.submit('gallery', value, turn));
    await finish(0);
    await finish(1);
    await finish(2);
    await finish(3);
    expect(batches).toEqual([['a'], ['b', 'c'], ['d', 'e'], ['f']]);
    await expect(Promise.all(all)).resolves.toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
  });

  it('rejects every item of a turn that throws with its error, except those it settled before', async () => {
    const turns = new BatchedTurns<string, string>(10);
    const gate = deferred();
    const failure = new Error('the transaction failed');
    const turn = async (batch: Waiting<string, string>[]) => {
      if (batch[0]?.value === 'a') return gate.promise.then(() => batch[0]?.resolve('A'));
      batch[0]?.resolve('settled before the failure');
      throw failure;
    };
    const first = turns.submit('gallery', 'a', turn);
    const [b, c, d] = ['b', 'c', 'd'].map((value) => turns.submit('gallery', value, turn));
    gate.resolve();
    await expect(first).resolves.toBe('A');
    await expect(b).resolves.toBe('settled before the failure');
    await expect(c).rejects.toBe(failure);
    await expect(d).rejects.toBe(failure);
  });

  it('rejects an item that its turn left unsettled, the others keeping their answers', async () => {
    const turns = new BatchedTurns<string, string>(10);
    const gate = deferred();
    const forgetful = async (batch: Waiting<string, string>[]) => {
      if (batch[0]?.value === 'x') return gate.promise.then(() => batch[0]?.resolve('X'));
      batch[0]?.resolve('Y'); // the batch's second item is forgotten
    };
    const x = turns.submit('gallery', 'x', forgetful);
    const [y, z] = ['y', 'z'].map((value) => turns.submit('gallery', value, forgetful));
    gate.resolve();
    await expect(x).resolves.toBe('X');
    await expect(y).resolves.toBe('Y');
    await expect(z).rejects.toThrow('A batched turn left an item unsettled');
  });

  it('keeps the first settlement of an item settled twice', async () => {
    const turns = new BatchedTurns<string, string>(10);
    const twice = async (batch: Waiting<string, string>[]) => {
      for (const item of batch) {
        item.resolve('first');
        item.reject(new Error('too late'));
        item.resolve('second');
      }
    };
    await expect(turns.submit('gallery', 'a', twice)).resolves.toBe('first');
    const rejectedFirst = async (batch: Waiting<string, string>[]) => {
      for (const item of batch) {
        item.reject(new Error('refused'));
        item.resolve('too late');
      }
    };
    await expect(turns.submit('gallery', 'b', rejectedFirst)).rejects.toThrow('refused');
  });

  it('runs the next turn after one that failed', async () => {
    const turns = new BatchedTurns<string, string>(10);
    const gate = deferred();
    const seen: string[][] = [];
    const turn = async (batch: Waiting<string, string>[]) => {
      seen.push(batch.map((item) => item.value));
      if (batch[0]?.value === 'a') {
        await gate.promise;
        throw new Error('first turn failed');
      }
      for (const item of batch) item.resolve(item.value.toUpperCase());
    };
    const first = turns.submit('gallery', 'a', turn);
    const waiting = ['b', 'c'].map((value) => turns.submit('gallery', value, turn));
    gate.resolve();
    await expect(first).rejects.toThrow('first turn failed');
    await expect(Promise.all(waiting)).resolves.toEqual(['B', 'C']);
    expect(seen).toEqual([['a'], ['b', 'c']]);
    // And the key is free again: a new item starts a turn of its own at once.
    await expect(turns.submit('gallery', 'd', turn)).resolves.toBe('D');
    expect(seen).toEqual([['a'], ['b', 'c'], ['d']]);
  });

  it('runs the next turn after one whose turn function throws synchronously', async () => {
    const turns = new BatchedTurns<string, string>(10);
    let calls = 0;
    const turn = (batch: Waiting<string, string>[]): Promise<void> => {
      calls += 1;
      if (calls === 1) throw new Error('thrown before any await');
      for (const item of batch) item.resolve(item.value);
      return Promise.resolve();
    };
    await expect(turns.submit('gallery', 'a', turn)).rejects.toThrow('thrown before any await');
    await expect(turns.submit('gallery', 'b', turn)).resolves.toBe('b');
  });
});
