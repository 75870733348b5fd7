import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import { AppError } from '../lib/app-error';
import { loggerOptions } from '../lib/logger';
import type { DatabaseHandle } from './client';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`create table logged_values (value text unique)`);
});
afterAll(async () => {
  await database.close();
});

/** The line the server's own logger writes for an error, as in the error handler: `log.error({ err })`. */
async function loggedLine(error: unknown) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({ logger: loggerOptions({ logLevel: 'info' }, stream) });
  app.log.error({ err: error }, 'request failed');
  await app.close();
  return lines.join('');
}

const failure = (query: Promise<unknown>) =>
  query.then(
    () => expect.fail('the query should have failed'),
    (error: unknown) => error,
  );

describe('a failed query in the log', () => {
  it('shows the SQL text and the SQLSTATE, not the values it was sent', async () => {
    const typed = 'guest-typed-value-7f3a';
    const error = await failure(database.db.execute(sql`select ${typed}::int as number`));
    const line = await loggedLine(error);
    expect(line).toContain('select $1::int as number');
    expect(line).toContain('22P02');
    expect(line).not.toContain(typed);
  });

  it('leaves out the row values of a unique violation, also when an AppError wraps it', async () => {
    const email = 'anna.berger-5c1e@example.com';
    const insert = () => database.db.execute(sql`insert into logged_values (value) values (${email})`);
    await insert();
    const error = await failure(insert());
    const line = await loggedLine(new AppError('internal', 'Something went wrong.', { cause: error }));
    expect(line).toContain('insert into logged_values');
    expect(line).toContain('23505');
    expect(line).not.toContain(email);
  });

  it('logs other errors as before', async () => {
    const line = await loggedLine(new Error('storage is full'));
    expect(JSON.parse(line)).toMatchObject({ err: { type: 'Error', message: 'storage is full' } });
  });
});
