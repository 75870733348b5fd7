import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { buildTestApp, requestAs } from '../../../test/test-app';
import { migratedDump } from '../../../test/test-database';
import { databaseUnavailableMessage, isDatabaseUnavailable } from '../../lib/database-errors';
import { migrationsFolder, openDatabase } from '../client';
import { EmbeddedDatabase } from './embedded-database';

// One data folder for the file: the migrations make the first open slow, a restart after a crash is not.
const folder = mkdtempSync(path.join(os.tmpdir(), 'hcs-embedded-'));
let database: EmbeddedDatabase;
/** What the database reported of threads that died (the app logs these). */
const lost: string[] = [];
beforeAll(async () => {
  database = await EmbeddedDatabase.open({ source: { dataDir: folder }, migrationsFolder });
  database.reportThreadLost((summary) => lost.push(summary));
  await database.exec('create table notes (id int primary key, body text not null)');
});
afterAll(async () => {
  await database.close();
  rmSync(folder, { recursive: true, force: true });
});

const db = () => drizzle(database as never);

describe('the embedded database in its own thread', () => {
  it('answers rows as objects or arrays, dates as PostgreSQL text, as drizzle asks', async () => {
    const text = "select timestamptz '2026-11-23 10:00:00+00' as at, 42 as n";
    expect((await database.query(text)).rows).toEqual([{ at: '2026-11-23 10:00:00+00', n: 42 }]);
    const identity = (value: string) => value;
    const asArrays = await database.query(text, [], { rowMode: 'array', parsers: { 1184: identity } });
    expect(asArrays.rows).toEqual([['2026-11-23 10:00:00+00', 42]]);
  });

  it('refuses a parser it cannot apply instead of ignoring it', () => {
    expect(() => database.query('select 1', [], { parsers: { 23: (value) => Number(value) * 2 } })).toThrow(
      /no parser of its own for type 23/,
    );
  });

  it('gives a failed statement its PostgreSQL code and constraint, and keeps answering', async () => {
    await database.query('insert into notes values (1, $1)', ['first']);
    const failure = await database
      .query('insert into notes values (1, $1)', ['again'])
      .catch((e: unknown) => e);
    expect(failure).toMatchObject({ code: '23505', constraint: 'notes_pkey' });
    expect((await database.query('select body from notes where id = 1')).rows).toEqual([{ body: 'first' }]);
  });

  it('commits a drizzle transaction, rolls one back when it throws, and keeps savepoints', async () => {
    await db().transaction(async (tx) => {
      await tx.execute(sql`insert into notes values (2, 'kept')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into notes values (3, 'inner, undone')`);
          throw new Error('undo the inner part');
        })
        .catch(() => undefined);
    });
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(sql`insert into notes values (4, 'undone')`);
        throw new Error('undo it all');
      }),
    ).rejects.toThrow('undo it all');
    const { rows } = await database.query<{ id: number }>('select id from notes where id between 2 and 4');
    expect(rows).toEqual([{ id: 2 }]);
  });

  it('lets statements from outside wait until an open transaction ends', async () => {
    const order: string[] = [];
    let outside: Promise<unknown> = Promise.resolve();
    await database.transaction(async (tx) => {
      await tx.query("insert into notes values (5, 'in the transaction')");
      outside = database.query('select count(*)::int as n from notes where id = 5').then(({ rows }) => {
        order.push(`outside saw ${JSON.stringify(rows)}`);
      });
      await tx.query('select 1');
      order.push('transaction done');
    });
    await outside;
    expect(order).toEqual(['transaction done', 'outside saw [{"n":1}]']);
  });

  it('delivers a NOTIFY before the answer of the statement that caused it', async () => {
    const order: string[] = [];
    const stop = await database.listen('note_changed', (payload) => order.push(`notice ${payload}`));
    await database.query("select pg_notify('note_changed', 'seven')");
    order.push('answered');
    await stop();
    await database.query("select pg_notify('note_changed', 'unheard')");
    expect(order).toEqual(['notice seven', 'answered']);
  });

  it("keeps the server's event loop turning while a long statement runs", async () => {
    let turns = 0;
    let running = true;
    const turn = () => {
      turns++;
      if (running) setImmediate(turn);
    };
    setImmediate(turn);
    await database.query('select count(*) from generate_series(1, 3000000)');
    running = false;
    // On the server's thread, PGlite would have held the loop for the whole statement: no turn at all.
    expect(turns).toBeGreaterThan(10);
  });

  it('fails what waited on a thread that died as unavailable, then starts a new one on the same data', async () => {
    const listened: string[] = [];
    await database.listen('after_restart', (payload) => listened.push(payload));
    const slow = database.query('select count(*) from generate_series(1, 5000000)');
    const queued = database.query('select 1');
    await database.stopThreadAbruptly();
    for (const failed of await Promise.allSettled([slow, queued])) {
      expect(failed.status).toBe('rejected');
      expect(isDatabaseUnavailable((failed as PromiseRejectedResult).reason)).toBe(true);
    }
    // The next statement starts a new thread on the data folder: what was committed is there.
    expect((await database.query('select body from notes where id = 1')).rows).toEqual([{ body: 'first' }]);
    expect(database.threadsStarted).toBe(2);
    // Terminated from outside, as the operating system or a fault would end it: reported once.
    expect(lost).toEqual(['exit code 1']);
    await database.query("select pg_notify('after_restart', 'heard again')");
    expect(listened).toEqual(['heard again']);
  });

  it('fails a transaction whose thread died instead of continuing it on the next thread', async () => {
    const outcome = database.transaction(async (tx) => {
      await tx.query("insert into notes values (6, 'lost with its thread')");
      await database.stopThreadAbruptly();
      await tx.query('select 1');
    });
    await expect(outcome).rejects.toMatchObject({ code: '57P01' });
    expect((await database.query('select id from notes where id = 6')).rows).toEqual([]);
  });
});

describe('closing the embedded database', () => {
  it('answers every statement sent before the close, and refuses the ones after', async () => {
    const closing = await EmbeddedDatabase.open({ source: { dump: migratedDump() }, migrationsFolder });
    const sent = [1, 2, 3].map((n) => closing.query<{ n: number }>(`select ${n} as n`));
    await closing.close();
    expect((await Promise.all(sent)).map(({ rows }) => rows[0]?.n)).toEqual([1, 2, 3]);
    await expect(closing.query('select 1')).rejects.toThrow('The embedded database is closed.');
  });
});

describe('the app when the embedded database thread dies', () => {
  it('answers 503 to the requests that waited on it, and the next ones as usual', async () => {
    const handle = await openDatabase({ kind: 'embedded', client: database });
    // The handle is the test's: the app must not close the shared database when it closes.
    const testApp = await buildTestApp({}, { database: { ...handle, close: async () => undefined } });
    try {
      const user = await buildUser(testApp);
      const slow = database.query('select count(*) from generate_series(1, 5000000)').catch(() => undefined);
      const waiting = requestAs(testApp, user, 'GET', '/api/hotels');
      // The request's first statement is queued behind the slow one when the thread goes.
      await new Promise((resolve) => setTimeout(resolve, 50));
      await database.stopThreadAbruptly();
      const answer = await waiting;
      await slow;
      expect({ status: answer.statusCode, body: answer.json() as unknown }).toEqual({
        status: 503,
        body: {
          error: {
            code: 'serviceUnavailable',
            message: databaseUnavailableMessage,
            messageId: 'http.unavailable',
          },
        },
      });
      const after = await requestAs(testApp, user, 'GET', '/api/hotels');
      expect(after.statusCode).toBe(200);
    } finally {
      await testApp.close();
    }
  });
});
