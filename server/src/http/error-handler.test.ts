import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from '../db/client';
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
