// Starts a throwaway PostgreSQL cluster on a free port for the server suite, and removes it afterwards.
// Returns null when the machine has no PostgreSQL binaries (the suite then runs on PGlite only).
// pause() and resume() stop and start the same cluster, data kept, for the tests of a database outage.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

function findBinDir() {
  const fromPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  if (fromPath) return path.dirname(fromPath);
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const dir = path.join(base, version, 'bin');
    if (existsSync(path.join(dir, 'initdb'))) return dir;
  }
  return null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** PostgreSQL refuses to run as root, so as root the cluster belongs to an unprivileged user. */
function asUser(command, args) {
  if (process.getuid?.() !== 0) return [command, args];
  const user = spawnSync('id', ['-u', 'postgres']).status === 0 ? 'postgres' : 'nobody';
  return ['runuser', ['-u', user, '--', command, ...args]];
}

export async function startThrowawayPostgres() {
  const binDir = findBinDir();
  if (!binDir) return null;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hcs-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  const run = (command, args) => {
    const [cmd, fullArgs] = asUser(path.join(binDir, command), args);
    execFileSync(cmd, fullArgs, { stdio: ['ignore', 'ignore', 'inherit'] });
  };
  run('initdb', ['-D', dataDir, '-U', 'hcs', '--auth=trust', '-E', 'UTF8', '--no-instructions']);
  // pause() and resume() leave the caller's event loop running, as a real outage does: its connections hear
  // the server's goodbye (57P01) while it stops.
  const runAsync = (command, args) => {
    const [cmd, fullArgs] = asUser(path.join(binDir, command), args);
    return promisify(execFile)(cmd, fullArgs);
  };
  const startArgs = [
    '-D',
    dataDir,
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    '-l',
    path.join(dir, 'log'),
    '-w',
    'start',
  ];
  run('pg_ctl', startArgs);
  let running = true;
  return {
    url: `postgres://hcs@127.0.0.1:${port}/postgres`,
    /** Stops the server as an operator would (open sessions end with 57P01); the data stays for resume(). */
    async pause() {
      await runAsync('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    /** Starts the paused server again on the same port and data. */
    async resume() {
      await runAsync('pg_ctl', startArgs);
      running = true;
    },
    stop() {
      try {
        if (running) run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
