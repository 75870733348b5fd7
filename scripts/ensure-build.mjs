// The build when it is missing or older than the sources (`npm start`, `npm run rotate-secret-key`).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, 'dist/.build-stamp');
const sources = ['web', 'server/src', 'common/src', 'package.json', 'vite.config.ts', 'package-lock.json'];

export const productionInstall = 'npm ci && npm run build && npm prune --omit=dev';

function newestChange(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stats = statSync(full);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(full)) newest = Math.max(newest, newestChange(path.join(entry, child)));
  return newest;
}

/**
 * Whether the build's tools are installed: Vite's React plugin is a development dependency that nothing else
 * brings (Vite itself stays after `npm prune --omit=dev`, as an optional peer of better-auth's).
 */
function buildToolsInstalled() {
  return existsSync(path.join(root, 'node_modules/@vitejs/plugin-react/package.json'));
}

/**
 * What `npm start` does with the build: a server installed as README's Production section says (built, then
 * `npm prune --omit=dev`) has no build tools, and runs the build it has even when a source file's time is newer
 * (a checkout or a copy can touch them) rather than fail on a missing Vite.
 */
export function buildDecision({ builtAt, newestSource, toolsInstalled }) {
  if (builtAt >= newestSource) return 'run';
  if (toolsInstalled) return 'build';
  return builtAt > 0 ? 'run-existing' : 'cannot-build';
}

/** Builds into dist/ when the build is missing or older than any source, and the build tools are there. */
export async function ensureBuild() {
  const decision = buildDecision({
    builtAt: existsSync(stamp) ? statSync(stamp).mtimeMs : 0,
    newestSource: Math.max(...sources.map(newestChange)),
    toolsInstalled: buildToolsInstalled(),
  });
  if (decision === 'run') return;
  if (decision === 'run-existing') {
    process.stdout.write(
      'The build tools are not installed (npm prune --omit=dev): running the build in dist/.\n',
    );
    return;
  }
  if (decision === 'cannot-build') {
    process.stderr.write(
      `There is no build in dist/, and building needs the development dependencies. Install with:\n  ${productionInstall}\nthen start with npm start.\n`,
    );
    process.exit(1);
  }
  process.stdout.write('Building Hotel Content Studio...\n');
  const { buildAll } = await import('./build.mjs');
  await buildAll({ quiet: true });
}
