// Benchmarks run on plain Node 20, which runs JavaScript only. A benchmark that needs some of the product's
// TypeScript (a fake, the remote-browser engine) bundles it on each run into .tmp/bench/ (git-ignored) inside
// the project, so its packages (sharp, playwright-core, ws) resolve from the project's node_modules.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Bundles `source` (TypeScript re-exports, e.g. "export { x } from './server/src/y.ts';", paths from the project
 * root) into .tmp/bench/{name}.mjs and imports it.
 */
export async function importTypeScript(name, source) {
  const outfile = path.join(root, `.tmp/bench/${name}.mjs`);
  mkdirSync(path.dirname(outfile), { recursive: true });
  await build({
    stdin: { contents: source, resolveDir: root, loader: 'ts' },
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
  });
  return import(pathToFileURL(outfile).href);
}
