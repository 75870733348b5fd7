// Starts the built product on a throwaway PostgreSQL server (DATABASE_URL) and checks that it migrates, answers
// healthy on that database, and takes a sign-up. Run by `npm test` when the machine has PostgreSQL binaries.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startThrowawayPostgres } from './postgres-throwaway.mjs';
import { freePort, signUp, waitForHealth } from './server-probe.mjs';

const postgres = await startThrowawayPostgres();
if (!postgres) {
  console.log('No PostgreSQL binaries: skipped.');
  process.exit(0);
}
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hcs-smoke-'));
const port = await freePort();
const url = `http://localhost:${port}`;
const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: {
    ...process.env,
    DATABASE_URL: postgres.url,
    DATA_DIR: dataDir,
    PORT: String(port),
    APP_URL: url,
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});
let failed = false;
try {
  const health = await waitForHealth(url, 30_000);
  if (health?.status !== 'ok' || health.database !== 'postgres')
    throw new Error(`unhealthy: ${JSON.stringify(health)}`);
  await signUp(url, 'smoke@example.com', 'smoke-test-password');
  console.log('The product runs on PostgreSQL: migrated, healthy, sign-up works.');
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  postgres.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
