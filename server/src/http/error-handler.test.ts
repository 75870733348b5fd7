import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from '../db/client';
import { loggerOptions } from '../lib/logger';
import { databaseUnavailableMessage } from '../lib/database-errors';
import { registerErrorHandler } from './error-handler';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('a value the database refuses', () => {
  it.each([
    ['NUL in text', sql`select ${'a\u0000b'}::text`],
    ['a date past its range', sql`select ${'99999-01-01'}::timestamptz + interval '1000000 years'`],
  ])('(%s) that slipped past the checks answers 400, not 500', async (_case, query) => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/value', async () => database.db.execute(query));
    const response = await app.inject({ method: 'GET', url: '/value' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation');
  });
});

describe('the database going away under a request', () => {
  it('answers 503 in plain words and logs one warning line without a stack', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = Fastify({
      logger: loggerOptions({ logLevel: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) }),
    });
    registerErrorHandler(app);
    // What a query meets while the server shuts down (admin_shutdown), raised by the database itself.
    app.get('/hotels', async () =>
      database.db.execute(
        sql.raw(`do $$ begin raise exception 'terminating connection' using errcode = '57P01'; end $$`),
      ),
    );
    const response = await app.inject({ method: 'GET', url: '/hotels' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: {
        code: 'serviceUnavailable',
        message: databaseUnavailableMessage,
        messageId: 'http.unavailable',
      },
    });
    expect(lines.filter((line) => Number(line.level) >= 40)).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'database unavailable',
        database: '57P01 terminating connection',
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('stack');
  });
});
