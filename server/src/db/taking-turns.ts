import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite runs each query synchronously on the main thread, and hands the next waiting query its turn in a
 * microtask. Under load it therefore runs every queued query back to back, and no request is read or answered
 * meanwhile: at 50 connections the event loop stood still for 100 to 350 ms at a time. Here the queries take
 * turns, and the event loop gets one between any two of them (setImmediate runs after pending I/O), so
 * requests keep flowing and latency stays even. Transactions count as one turn, as PGlite runs them alone
 * anyway; their own queries go through the transaction, not through here.
 */
export function takingTurns(client: PGlite): PGlite {
  let previous: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const turn = previous.then(nextTick).then(run);
    previous = turn.catch(() => undefined);
    return turn;
  };
  const queued = new Set<PropertyKey>(['query', 'exec', 'transaction']);
  return new Proxy(client, {
    // PGlite keeps its state in private fields: everything is read from and called on the client itself.
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (typeof value !== 'function') return value;
      if (!queued.has(property)) return value.bind(target);
      return (...args: unknown[]) => inTurn(() => value.apply(target, args) as Promise<unknown>);
    },
  });
}

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));
