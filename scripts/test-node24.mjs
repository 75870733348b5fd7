// Node 24 LTS, the version README recommends (Node 20 reached its end of life on 30 April 2026; the product keeps
// running on 20.19+, where `npm test` runs): builds the product on it, installs it as README's Production section
// says and starts it (scripts/smoke-production-install.mjs), starts it on a throwaway PostgreSQL
// (scripts/smoke-postgres.mjs) and runs the accounts journeys against a server started on it. `.ci/run` runs this
// after `npm test`, with Node 24 taken from the npm registry: `npx --yes -p node@24 node scripts/test-node24.mjs`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { root } from './ensure-build.mjs';

const major = Number(process.versions.node.split('.')[0]);
if (major !== 24) {
  process.stderr.write(`scripts/test-node24.mjs runs on Node 24; this is Node ${process.version}.\n`);
  process.exit(1);
}

const started = Date.now();
const results = [];

/**
 * Every child runs on this Node: the e2e server and the PostgreSQL smoke start `process.execPath`, and `npm` finds
 * this `node` first on the PATH.
 */
function stage(name, script, args = [], env = {}) {
  process.stdout.write(`\n=== ${name} (Node ${process.version}) ===\n`);
  const begin = Date.now();
  const result = spawnSync(process.execPath, [path.join(root, script), ...args], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH}`,
      ...env,
    },
  });
  results.push(
    `${result.status === 0 ? 'ok  ' : 'FAIL'} ${name} (${((Date.now() - begin) / 1000).toFixed(1)}s)`,
  );
  if (result.status !== 0) finish(1);
}

function finish(code) {
  process.stdout.write(
    `\n=== Node 24 summary (${((Date.now() - started) / 1000).toFixed(0)}s) ===\n${results.join('\n')}\n`,
  );
  process.exit(code);
}

const chromium = ensureChromium();
stage('build', 'scripts/build.mjs');
stage(
  'production install (npm run build, npm prune --omit=dev, npm start)',
  'scripts/smoke-production-install.mjs',
);
stage('the product on PostgreSQL', 'scripts/smoke-postgres.mjs');
stage('accounts journeys (Chromium)', 'node_modules/@playwright/test/cli.js', ['test', 'e2e/accounts'], {
  CHROMIUM_PATH: chromium,
});
finish(0);
