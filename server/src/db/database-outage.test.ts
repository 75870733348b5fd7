import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../../scripts/postgres-throwaway.mjs';
import { buildUser, type SignedInUser } from '../../test/factories';
import { buildTestApp, requestAs, testAppUrl, type TestApp } from '../../test/test-app';
import { databaseUnavailableMessage, isDatabaseUnavailable } from '../lib/database-errors';
import { migrationsFolder, openDatabase, type DatabaseHandle } from './client';
import { DatabaseUnreachableError } from './first-connection';

// The cluster is started here rather than taken from TEST_DATABASE_URL: these tests stop and start it.
const postgres: ThrowawayPostgres | null = await startThrowawayPostgres();

const unavailable = {
  error: { code: 'serviceUnavailable', message: databaseUnavailableMessage, messageId: 'http.unavailable' },
};

describe.runIf(postgres)(
  'PostgreSQL going away and coming back (where PostgreSQL binaries are installed)',
  () => {
    const server = postgres as ThrowawayPostgres;
    afterAll(() => server.stop());

    describe('a running app', () => {
      let database: DatabaseHandle;
      let testApp: TestApp;
      beforeAll(async () => {
        database = await openDatabase({ kind: 'postgres', url: server.url });
        testApp = await buildTestApp({}, { database });
      });
      afterAll(async () => {
        await testApp?.close();
        await database?.close();
      });

      /** What the users meet while the server is paused: 503 from every route, health included. */
      async function expectUnavailable(user: SignedInUser, unseenUser: SignedInUser) {
        for (const [who, url] of [
          [user, '/api/hotels'],
          [unseenUser, '/api/hotels'],
          // What the web app asks to know who is signed in: not "signed out" (200 with no user, or 401).
          [unseenUser, '/api/session'],
        ] as const) {
          const answer = await requestAs(testApp, who, 'GET', url);
          expect({ url, status: answer.statusCode, body: answer.json() as unknown }).toEqual({
            url,
            status: 503,
            body: unavailable,
          });
        }
        const signIn = await testApp.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: { origin: testAppUrl },
          payload: { email: user.email, password: user.password },
        });
        expect(signIn.statusCode).toBe(503);
        expect(signIn.json()).toEqual(unavailable);
        const health = await testApp.app.inject({ method: 'GET', url: '/api/health' });
        expect(health.statusCode).toBe(503);
        expect(health.json()).toEqual({ status: 'unavailable', database: 'postgres' });
      }

      it('answers 503 while the server is stopped and serves again once it is back, without a restart', async () => {
        const user = await buildUser(testApp);
        // Its session is not read before the outage, so no session remembered by the process stands in.
        const unseenUser = await buildUser(testApp);
        expect((await requestAs(testApp, user, 'GET', '/api/hotels')).statusCode).toBe(200);

        await server.pause();
        // Resumed even when an expectation fails, so the tests after this one find the server running.
        try {
          await expectUnavailable(user, unseenUser);
        } finally {
          await server.resume();
        }
        expect((await requestAs(testApp, user, 'GET', '/api/hotels')).statusCode).toBe(200);
        expect((await requestAs(testApp, unseenUser, 'GET', '/api/session')).json()).toMatchObject({
          user: { email: unseenUser.email },
        });
        const healthAfter = await testApp.app.inject({ method: 'GET', url: '/api/health' });
        expect(healthAfter.statusCode).toBe(200);
        expect(healthAfter.json()).toEqual({ status: 'ok', database: 'postgres' });
      });
    });

    it('fails a transaction the stop cuts off, without ending the process', async () => {
      const database = await openDatabase({ kind: 'postgres', url: server.url });
      try {
        let stopped!: () => void;
        const whenStopped = new Promise<void>((resolve) => (stopped = resolve));
        let inside!: () => void;
        const whenInside = new Promise<void>((resolve) => (inside = resolve));
        // Between two statements the transaction's connection is checked out of the pool and has no query
        // running: the moment where a closed connection used to be an unhandled 'error' event.
        const transaction = database.db
          .transaction(async (tx) => {
            await tx.execute(sql`select 1`);
            inside();
            await whenStopped;
            await tx.execute(sql`select 1`);
          })
          .then(
            () => undefined,
            (error: unknown) => error,
          );
        // The stop comes once the transaction is between its statements, not while it still connects.
        await Promise.race([whenInside, transaction]);
        await server.pause();
        stopped();
        const failure: unknown = await transaction;
        expect(isDatabaseUnavailable(failure)).toBe(true);
      } finally {
        await server.resume();
        await database.close();
      }
    });

    describe('starting a process', () => {
      it('fails with a one-line message naming the server when PostgreSQL is not running', async () => {
        await server.pause();
        try {
          const start = openDatabase({ kind: 'postgres', url: server.url, startWaitMs: 1_000 });
          await expect(start).rejects.toBeInstanceOf(DatabaseUnreachableError);
          await expect(start).rejects.toThrow(
            /^Cannot connect to PostgreSQL at 127\.0\.0\.1:\d+\/postgres: ECONNREFUSED .*Start it or correct DATABASE_URL\.$/,
          );
        } finally {
          await server.resume();
        }
      });

      it('waits for a PostgreSQL that comes up while it starts', async () => {
        await server.pause();
        const start = openDatabase({ kind: 'postgres', url: server.url });
        await server.resume();
        const database = await start;
        await database.ping();
        await database.close();
      });

      it('migrates once when two processes start at the same moment on a fresh database', async () => {
        const admin = new pg.Client({ connectionString: server.url });
        await admin.connect();
        await admin.query('create database two_starts');
        await admin.end();
        const url = new URL(server.url);
        url.pathname = '/two_starts';

        const handles = await Promise.all([
          openDatabase({ kind: 'postgres', url: url.toString() }),
          openDatabase({ kind: 'postgres', url: url.toString() }),
        ]);
        try {
          const journal = JSON.parse(
            readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
          ) as { entries: unknown[] };
          const applied = await handles[0].postgresPool?.query<{ count: string }>(
            'select count(*) from drizzle.__drizzle_migrations',
          );
          expect(Number(applied?.rows[0]?.count)).toBe(journal.entries.length);
          for (const handle of handles) await handle.ping();
        } finally {
          await Promise.all(handles.map((handle) => handle.close()));
        }
      });
    });
  },
);
