// Startup time of `npm start`: on a fresh data folder (embedded database created and migrated) and restarted
// on the same folder. Run through `node bench/run.mjs startup` (which builds first when needed).
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApp, runBenchmarkMain } from './lib/app-process.mjs';
import { median } from './lib/stats.mjs';
import { formatTable, ms } from './lib/table.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const startupRuns = 3;

const print = (text = '') => process.stdout.write(`${text}\n`);

/**
 * Starts the product `startupRuns` times and returns the times and the last app, still running. Given a running
 * app, each start is a restart on that app's data folder; otherwise each start gets a fresh one. Starts in
 * which start.mjs had to build (someone changed the sources meanwhile) are repeated, not counted.
 */
async function measureStartups(running) {
  const restart = Boolean(running);
  const times = [];
  let app = running;
  for (let attempt = 1; times.length < startupRuns; attempt++) {
    if (attempt > startupRuns * 3) {
      if (times.length === 0) throw new Error('the sources kept changing: every start had to build first');
      print(
        `  only ${times.length} of ${startupRuns} starts ran without a build; the figures below use those`,
      );
      break;
    }
    const dataDir = app?.dataDir;
    if (app) await app.stop({ keepData: restart });
    app = await startApp(root, restart ? { dataDir } : {});
    if (app.built)
      print(`  a start had to build first (sources changed meanwhile): ${ms(app.startupMs)}, not counted`);
    else times.push(app.startupMs);
  }
  return { times, app };
}

async function main() {
  print(`startup (Node ${process.version}, ${os.cpus().length} CPUs, ${os.platform()} ${os.arch()})`);
  const fresh = await measureStartups();
  const restarts = await measureStartups(fresh.app);
  print(
    "spawn `npm start`'s command until the first 200 from GET /api/health (loopback, embedded database, " +
      'default LOG_LEVEL=info)',
  );
  print(
    formatTable(
      ['start', 'runs', 'median'],
      [
        [
          'fresh DATA_DIR (PGlite created and migrated)',
          fresh.times.map(ms).join(', '),
          ms(median(fresh.times)),
        ],
        ['restart on the same DATA_DIR', restarts.times.map(ms).join(', '), ms(median(restarts.times))],
      ],
    ),
  );
}

await runBenchmarkMain('startup benchmark', main);
