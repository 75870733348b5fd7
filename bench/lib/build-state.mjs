// Whether dist/ must be built before measuring: the same rule as scripts/start.mjs, so that `npm start` in a
// benchmark never builds first and a startup figure never includes a build.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const sources = ['web', 'server/src', 'common/src', 'package.json', 'vite.config.ts', 'package-lock.json'];
const outputs = ['dist/.build-stamp', 'dist/server/main.js', 'dist/web/index.html'];

function newestChange(root, entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stats = statSync(full);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(full))
    newest = Math.max(newest, newestChange(root, path.join(entry, child)));
  return newest;
}

/** 'missing', 'stale' or 'fresh'. */
export function buildState(root) {
  if (!outputs.every((file) => existsSync(path.join(root, file)))) return 'missing';
  const builtAt = statSync(path.join(root, 'dist/.build-stamp')).mtimeMs;
  return builtAt < Math.max(...sources.map((entry) => newestChange(root, entry))) ? 'stale' : 'fresh';
}
