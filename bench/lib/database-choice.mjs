// Which database a benchmark runs the product on: the embedded PGlite (the default, nothing configured), or
// PostgreSQL when asked with `--postgres` or BENCH_DATABASE=postgres: a throwaway cluster on a free port
// (scripts/postgres-throwaway.mjs, as `npm test` uses), removed afterwards.
import pg from 'pg';
import { startThrowawayPostgres } from '../../scripts/postgres-throwaway.mjs';

export function postgresWanted(argv = process.argv.slice(2)) {
  return argv.includes('--postgres') || process.env.BENCH_DATABASE === 'postgres';
}

async function serverVersion(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // "15.18 (Debian 15.18-0+deb12u1)": the number is enough.
    return (await client.query('show server_version')).rows[0].server_version.split(' ')[0];
  } finally {
    await client.end();
  }
}

/**
 * @returns {Promise<{ postgres: boolean, label: string, url?: string, env: Record<string, string>, stop: () => void }>}
 * `env` goes to the app's environment; `stop` removes the throwaway cluster.
 */
export async function benchDatabase() {
  if (!postgresWanted()) {
    return { postgres: false, label: 'embedded PGlite (the default)', env: {}, stop: () => {} };
  }
  const cluster = await startThrowawayPostgres();
  if (!cluster) throw new Error('--postgres: no PostgreSQL binaries on this machine (initdb not found)');
  try {
    const version = await serverVersion(cluster.url);
    return {
      postgres: true,
      label: `PostgreSQL ${version} (throwaway local cluster, fsync=off, default settings otherwise)`,
      url: cluster.url,
      env: { DATABASE_URL: cluster.url },
      stop: () => cluster.stop(),
    };
  } catch (error) {
    cluster.stop();
    throw error;
  }
}
