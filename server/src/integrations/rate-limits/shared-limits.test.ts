import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, confirmEmail, defaultPassword, signUp } from '../../../test/factories';
import { buildTestApp, requestAs, testAppUrl, type TestApp } from '../../../test/test-app';
import { openSameDatabaseAgain } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/client';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const environment = { SIGN_IN_RATE_LIMIT: '4' };

let first: TestApp;
let second: TestApp;
let secondPool: DatabaseHandle | undefined;
beforeAll(async () => {
  first = await buildTestApp(environment);
  // On PostgreSQL a second app with its own pool on the same database stands for a second process. The
  // embedded database has this one process as its only client, so there is no second process to build:
  // both "processes" are the one app, and the test shows the limits hold at the same totals there.
  secondPool = await openSameDatabaseAgain(first.context.database);
  second = secondPool ? await buildTestApp(environment, { database: secondPool }) : first;
});
afterAll(async () => {
  if (second !== first) await second.close();
  await secondPool?.close();
  await first.close();
});

const signIn = (app: TestApp, email: string, password: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: testAppUrl },
    payload: { email, password },
  });

describe(
  onPostgres
    ? 'two app processes on one PostgreSQL database share their limits'
    : 'one app process on the embedded database (its only client: no second process exists) keeps its limits',
  () => {
    it('refuses sign-in after SIGN_IN_RATE_LIMIT attempts in all, alternating between the processes', async () => {
      const email = await signUp(first);
      await confirmEmail(first, email);
      const answers: number[] = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        const app = attempt % 2 === 0 ? first : second;
        answers.push((await signIn(app, email, 'wrong-guess')).statusCode);
      }
      expect(answers).toEqual([401, 401, 401, 401]);
      for (const app of [first, second]) {
        // Even the right password is refused now, in either process.
        const refused = await signIn(app, email, defaultPassword);
        expect(refused.statusCode).toBe(429);
        expect(refused.json().error).toEqual({
          code: 'rateLimited',
          message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
          messageId: 'accounts.tooManyAttempts',
        });
      }
    });

    it('gives a user 30 AI text calls per ten minutes in all, alternating between the processes', async () => {
      const anna = await buildUser(first);
      const payload = { text: 'Ein Satz.', instruction: 'verbessern' };
      const rewrite = (app: TestApp) => requestAs(app, anna, 'POST', '/api/ai/rewrite', payload);
      for (let call = 0; call < 30; call++) {
        const response = await rewrite(call % 2 === 0 ? first : second);
        expect(response.statusCode, `call ${call + 1}`).toBe(200);
      }
      for (const app of [first, second]) {
        const refused = await rewrite(app);
        expect(refused.statusCode).toBe(429);
        expect(refused.json().error).toEqual({
          code: 'rateLimited',
          message: 'Rate limit exceeded. Please try again later.',
          messageId: 'ai.rateLimited',
        });
      }
    });
  },
);

describe.runIf(onPostgres)(
  'a process that cannot reach PostgreSQL (the embedded database is in the process and cannot be away)',
  () => {
    it('answers sign-in with 503 in plain words and never lets the attempt through', async () => {
      const email = await signUp(first);
      await confirmEmail(first, email);
      // A third process whose pool is gone: its limit checks cannot be counted.
      const cutOffPool = await openSameDatabaseAgain(first.context.database);
      if (!cutOffPool) throw new Error('no second pool on PostgreSQL');
      const cutOff = await buildTestApp(environment, { database: cutOffPool });
      try {
        await cutOffPool.close();
        const response = await signIn(cutOff, email, defaultPassword);
        expect(response.statusCode).toBe(503);
        expect(response.json().error).toEqual({
          code: 'serviceUnavailable',
          message: 'The service is temporarily unavailable. Please try again in a moment.',
          messageId: 'http.unavailable',
        });
        expect(response.headers['set-cookie']).toBeUndefined();
      } finally {
        await cutOff.close();
      }
    });
  },
);
