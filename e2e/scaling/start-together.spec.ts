import { expect, test } from '@playwright/test';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../scripts/postgres-throwaway.mjs';
import { createPostgresDatabase } from '../../server/test/postgres-databases';
import { startAppProcesses, stopProcesses, type ProcessClient } from '../support/app-processes';

// Issue 38: several processes of a deployment start at the same moment on one new PostgreSQL database (a
// deploy, an autoscaler, a restart of every node). Each migrates and sets up the job queue at start; they must
// take turns, not deadlock or create the same schema twice. Needs PostgreSQL binaries, like e2e/scaling.
test.describe.configure({ mode: 'serial' });

let postgres: ThrowawayPostgres | null = null;

test.beforeAll(async () => {
  postgres = await startThrowawayPostgres();
  test.skip(!postgres, 'PostgreSQL binaries (initdb, pg_ctl) are not installed on this machine');
});

test.afterAll(() => postgres?.stop());

const first = (processes: ProcessClient[]) => processes[0] as ProcessClient;

/** What a process prints when its start-up collided with another's. */
const collision = /deadlock|duplicate key|Failed to start|job queue error|"level":50/;

test('three processes started together on a new database all come up healthy, three rounds over', async () => {
  test.setTimeout(120_000);
  for (const round of [1, 2, 3]) {
    const database = await createPostgresDatabase((postgres as ThrowawayPostgres).url);
    let processes: ProcessClient[] = [];
    try {
      processes = await startAppProcesses(3, { DATABASE_URL: database.url });
      for (const client of processes) {
        const health = await client.call<{ status: string; database: string }>('GET', '/api/health');
        expect(health.body).toMatchObject({ status: 'ok', database: 'postgres' });
        expect(client.process.output()).not.toMatch(collision);
      }
      // They work as one: an account made through the first is confirmed through the third.
      const email = `start-${round}@example.com`;
      const signUp = await first(processes).call('POST', '/api/auth/sign-up/email', {
        json: { email, password: 'start-together-password' },
        clientAddress: `203.0.113.${round}`,
      });
      expect(signUp.status).toBe(200);
      const mail = await first(processes).call<{ to: string; links: string[] }[]>(
        'GET',
        '/dev/mailbox/messages',
      );
      const link = new URL(
        mail.body
          .find((message) => message.to === email)
          ?.links.find((url) => url.includes('verify-email')) ?? 'http://missing.invalid/',
      );
      const confirm = await (processes[2] as ProcessClient).call('GET', link.pathname + link.search);
      expect(confirm.status).toBe(302);
    } finally {
      await stopProcesses(processes);
      await database.drop();
    }
  }
});
