import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startFlags } from './memory-settings';

const packageJson = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  scripts: Record<string, string>;
};

describe('memory settings read at process start', () => {
  it('are on the command line of `npm start`', () => {
    expect(packageJson.scripts.start).toBe(`node ${startFlags.join(' ')} scripts/start.mjs`);
  });

  it('are flags this Node accepts', () => {
    // Node refuses an unknown or misspelt flag before running anything (exit code 9), so `npm start` would fail.
    const run = spawnSync(process.execPath, [...startFlags, '-e', '0'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
