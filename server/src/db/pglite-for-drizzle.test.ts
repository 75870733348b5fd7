import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteForDrizzle } from './pglite-for-drizzle';
import { pgliteOptions, textDateParsers } from './pglite-options';

let client: PGlite;
beforeAll(async () => {
  client = await PGlite.create(pgliteOptions);
});
afterAll(async () => {
  await client.close();
});

describe('the embedded database as drizzle gets it', () => {
  it('answers like the client itself, dates as text, with or without per-query parsers', async () => {
    const wrapped = pgliteForDrizzle(client);
    const text = "select timestamptz '2026-11-23 10:00:00+00' as at, 42 as n";
    const direct = await client.query(text, [], { rowMode: 'array' });
    const asked = await wrapped.query(text, [], { rowMode: 'array', parsers: textDateParsers });
    expect(asked.rows).toEqual(direct.rows);
    expect(asked.rows).toEqual([['2026-11-23 10:00:00+00', 42]]);
  });

  it('runs queries one at a time, giving the event loop a turn between them', async () => {
    const wrapped = pgliteForDrizzle(client);
    const order: string[] = [];
    const queries = [1, 2, 3].map((n) =>
      wrapped.query(`select ${n} as n`).then(() => {
        order.push(`query ${n}`);
        // Pending I/O would run here: work queued for the loop's next turn comes before the next query.
        setImmediate(() => order.push(`turn after ${n}`));
      }),
    );
    await Promise.all(queries);
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['query 1', 'turn after 1', 'query 2', 'turn after 2', 'query 3', 'turn after 3']);
  });

  it('keeps a failed query from blocking the next ones', async () => {
    const wrapped = pgliteForDrizzle(client);
    await expect(wrapped.query('select * from no_such_table')).rejects.toThrow();
    expect((await wrapped.query<{ n: number }>('select 7 as n')).rows).toEqual([{ n: 7 }]);
  });
});
