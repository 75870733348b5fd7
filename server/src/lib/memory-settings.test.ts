import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startFlags } from './memory-settings';

const packageJson = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  scripts: Record<string, string>;
};

describe('memory settings read at process start', () => {
  it('are on the command line of `npm start`', () => {
    const command = `node ${startFlags.join(' ')} scripts/start.mjs`;
    // `exec` makes the server npm's own child on POSIX shells, so npm's SIGTERM and SIGINT reach it; cmd.exe
    // has no exec and runs the same command after `||` (e2e/server/npm-start-signals.spec.ts).
    expect(packageJson.scripts.start).toBe(`exec ${command} || ${command}`);
  });

  it('are flags this Node accepts', () => {
    // Node refuses an unknown or misspelt flag before running anything (exit code 9), so `npm start` would fail.
    const run = spawnSync(process.execPath, [...startFlags, '-e', '0'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
