// The build when it is missing or older than the sources (`npm start`, `npm run rotate-secret-key`).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, 'dist/.build-stamp');
const sources = ['web', 'server/src', 'common/src', 'package.json', 'vite.config.ts', 'package-lock.json'];

function newestChange(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stats = statSync(full);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(full)) newest = Math.max(newest, newestChange(path.join(entry, child)));
  return newest;
}

/** Builds into dist/ when the build is missing or older than any source. */
export async function ensureBuild() {
  const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  if (builtAt >= Math.max(...sources.map(newestChange))) return;
  process.stdout.write('Building Hotel Content Studio...\n');
  const { buildAll } = await import('./build.mjs');
  await buildAll({ quiet: true });
}
