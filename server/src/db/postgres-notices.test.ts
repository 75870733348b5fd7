import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHotel, buildUser, type SignedInUser } from '../../test/factories';
import { buildTestApp, requestAs, type TestApp } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';
import { until } from '../../test/until';
import { openDatabase, type DatabaseHandle } from './client';
import type { NoticeListener } from './notices';

// NOTIFY on PostgreSQL (decision 032): every pooled connection listens, so a process hears its own changes before
// the writing statement answers and another process's a moment after; while no connection listens, what is
// remembered is not used.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** A listener that writes down what it is told. */
function recordingListener() {
  const told: string[] = [];
  const listener: NoticeListener = {
    notice: (payload) => told.push(`notice ${payload}`),
    unheard: () => told.push('unheard'),
    heard: () => told.push('heard'),
  };
  return { told, listener };
}

const urlOf = (handle: DatabaseHandle) =>
  (handle.postgresPool?.options as { connectionString: string }).connectionString;

/** Another process's pool on the same database, named so that its connections can be told apart. */
const openAsProcess = (handle: DatabaseHandle, name: string) => {
  const url = new URL(urlOf(handle));
  url.searchParams.set('application_name', name);
  return openDatabase({ kind: 'postgres', url: url.toString() });
};

/** Ends every connection of the named process, as a restart of the server or a network failure would. */
async function endConnectionsOf(handle: DatabaseHandle, name: string) {
  const client = new pg.Client({ connectionString: urlOf(handle) });
  await client.connect();
  try {
    await client.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database() and pid <> pg_backend_pid()',
      [name],
    );
  } finally {
    await client.end();
  }
}

describe.runIf(onPostgres)('notices on PostgreSQL (runs in the PostgreSQL stage)', () => {
  let database: DatabaseHandle;
  let otherProcess: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
    otherProcess = await openAsProcess(database, 'other-process');
  });
  afterAll(async () => {
    await otherProcess?.close();
    await database?.close();
  });

  it('hears a change of its own before the statement that made it answers', async () => {
    const { told, listener } = recordingListener();
    await database.listen('hotel_changed', listener);
    await database.db.execute(sql`select pg_notify('hotel_changed', 'own change')`);
    expect(told).toContain('notice own change');
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('hotel_changed', 'in a transaction')`);
    });
    expect(told).toContain('notice in a transaction');
  });

  it('hears another process’s change a moment after its commit', async () => {
    const { told, listener } = recordingListener();
    await database.listen('api_key_changed', listener);
    await otherProcess.db.execute(sql`select pg_notify('api_key_changed', 'their change')`);
    await until(() => told.includes('notice their change'), 'the other process’s notice');
  });

  it('hears each change once, however many of its connections listen', async () => {
    // Five connections at once: the pool opens that many, each listening.
    await Promise.all(Array.from({ length: 5 }, () => database.db.execute(sql`select pg_sleep(0.05)`)));
    expect(database.postgresPool?.totalCount).toBeGreaterThanOrEqual(5);
    const { told, listener } = recordingListener();
    await database.listen('notification_changed', listener);
    await database.db.execute(sql`select pg_notify('notification_changed', 'own')`);
    await otherProcess.db.execute(sql`select pg_notify('notification_changed', 'theirs')`);
    await until(() => told.includes('notice theirs'), 'the other process’s notice');
    // Time for the copies on the other connections to arrive, had they been heard.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(told).toEqual(['notice own', 'notice theirs']);
  });

  it('says when no connection listens, and when one listens again; a notice meanwhile is not heard', async () => {
    const watched = await openAsProcess(database, 'watched-process');
    try {
      const { told, listener } = recordingListener();
      await watched.listen('notification_changed', listener);
      await watched.db.execute(sql`select 1`);
      expect(told).toEqual([]);

      await endConnectionsOf(watched, 'watched-process');
      await until(() => told.includes('unheard'), 'the listeners told that notices go unheard');
      await otherProcess.db.execute(sql`select pg_notify('notification_changed', 'while nobody listened')`);

      await watched.db.execute(sql`select 1`);
      await until(() => told.includes('heard'), 'the listeners told that notices are heard again');
      expect(told).toEqual(['unheard', 'heard']);
    } finally {
      await watched.close();
    }
  });
});

describe.runIf(onPostgres)('remembered hotels of two processes on PostgreSQL', () => {
  let processA: TestApp;
  let processB: TestApp;
  let databaseB: DatabaseHandle;
  let owner: SignedInUser;
  let hotelId: string;
  beforeAll(async () => {
    processA = await buildTestApp();
    databaseB = await openAsProcess(processA.context.database, 'process-b');
    processB = await buildTestApp({}, { database: databaseB });
    owner = await buildUser(processA);
    hotelId = (await buildHotel(processA, owner.id, { name: 'Haus am See' })).id;
  });
  afterAll(async () => {
    await processB?.close();
    await databaseB?.close();
    await processA?.close();
  });

  const hotelNameIn = async (app: TestApp) => {
    const response = await requestAs(app, owner, 'GET', '/api/hotels');
    expect(response.statusCode, response.body).toBe(200);
    const hotels = response.json().hotels as Array<{ id: string; name: string }>;
    return hotels.find((hotel) => hotel.id === hotelId)?.name;
  };
  /** Process A renames the hotel (any code path: the trigger announces it). */
  const rename = async (name: string) => {
    await processA.context.db.execute(sql`update hotels set name = ${name} where id = ${hotelId}`);
  };

  it('shows a rename in the process that made it at once, and in the other a moment later', async () => {
    expect(await hotelNameIn(processB)).toBe('Haus am See');
    await rename('Haus am Berg');
    expect(await hotelNameIn(processA)).toBe('Haus am Berg');
    await until(async () => (await hotelNameIn(processB)) === 'Haus am Berg', 'the rename in process B');
  });

  it('reads the hotels again in a process that could not hear the rename', async () => {
    await until(async () => (await hotelNameIn(processB)) === 'Haus am Berg', 'process B up to date');
    await endConnectionsOf(databaseB, 'process-b');
    await until(() => databaseB.postgresPool?.totalCount === 0, 'process B finding its connections ended');
    await rename('Haus im Tal');
    expect(await hotelNameIn(processB)).toBe('Haus im Tal');
  });
});
