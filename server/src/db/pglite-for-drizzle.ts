import type { PGlite } from '@electric-sql/pglite';
import { textDateParsers } from './pglite-options';

/**
 * The embedded database as drizzle gets it, with two changes measured under load (docs/decisions/008):
 *
 * Queries take turns with the event loop. PGlite runs each query synchronously on the main thread and hands
 * the next waiting query its turn in a microtask, so under load it ran every queued query back to back, and
 * no request was read or answered meanwhile: at 50 connections the event loop stood still for 100 to 350 ms.
 * Here the event loop gets a turn between any two queries (setImmediate runs after pending I/O), so requests
 * keep flowing. A transaction is one turn, as PGlite runs it alone anyway; its own queries go through it.
 *
 * drizzle's per-query date parsers are dropped: the client already has the same ones (pglite-options.ts),
 * and PGlite merges per-query parsers into a fresh copy of all its parsers on every query, about a quarter
 * of a simple query's time.
 */
export function pgliteForDrizzle(client: PGlite): PGlite {
  let previous: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const turn = previous.then(nextTick).then(run);
    previous = turn.catch(() => undefined);
    return turn;
  };
  // Only when the client was opened with them (pglite-options.ts); otherwise drizzle's stay.
  const hasTextDates = Object.entries(textDateParsers).every(
    ([type, parser]) => client.parsers[type] === parser,
  );
  const query = (text: string, params?: unknown[], options?: QueryOptions) =>
    inTurn(() => client.query(text, params, hasTextDates ? withoutKnownParsers(options) : options));
  const queued: Record<PropertyKey, unknown> = {
    query,
    exec: (...args: Parameters<PGlite['exec']>) => inTurn(() => client.exec(...args)),
    transaction: (...args: Parameters<PGlite['transaction']>) => inTurn(() => client.transaction(...args)),
  };
  return new Proxy(client, {
    // PGlite keeps its state in private fields: everything is read from and called on the client itself.
    get(target, property) {
      if (property in queued) return queued[property];
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

type QueryOptions = Parameters<PGlite['query']>[2];

function withoutKnownParsers(options: QueryOptions): QueryOptions {
  const parsers = options?.parsers;
  if (!parsers || !Object.keys(parsers).every((type) => type in textDateParsers)) return options;
  const { parsers: _dropped, ...rest } = options;
  return rest;
}

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));
