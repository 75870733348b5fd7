import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { projectRoot } from '../../lib/project-root';

/** Where scripts/build.mjs writes the thread's entry (database-thread.ts), beside dist/server/main.js. */
export const builtDatabaseThreadScript = 'dist/server/database-thread.js';

let compiledFromSources: Promise<URL> | undefined;

/**
 * The database thread's script. The built server starts the built file. Running from the TypeScript sources
 * (the tests, through vitest), Node 20 cannot run database-thread.ts itself: it is bundled once per process
 * with esbuild, packages left out as in the build. Unlike the page parser's (a data: URL), this bundle is
 * written to a file under node_modules/.cache, because PGlite finds its WebAssembly and extensions beside its
 * own module and the bundle's imports of packages must resolve from the project's node_modules. The file is
 * named by its content, so a stale one is never used.
 */
export function databaseThreadScript(): Promise<URL> {
  if (!import.meta.url.endsWith('.ts')) {
    return Promise.resolve(pathToFileURL(path.join(projectRoot(), builtDatabaseThreadScript)));
  }
  compiledFromSources ??= compileFromSources();
  return compiledFromSources;
}

async function compileFromSources(): Promise<URL> {
  const { build } = await import('esbuild');
  const root = projectRoot();
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./database-thread.ts', import.meta.url))],
    tsconfig: path.join(root, 'tsconfig.json'),
    bundle: true,
    packages: 'external',
    platform: 'node',
    target: 'node20',
    format: 'esm',
    write: false,
    logLevel: 'warning',
  });
  const code = result.outputFiles[0]?.contents;
  if (!code) throw new Error('esbuild wrote no database thread');
  const folder = path.join(root, 'node_modules/.cache/hotel-content-studio');
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const file = path.join(folder, `database-thread-${hash}.mjs`);
  mkdirSync(folder, { recursive: true });
  // Written under a name of its own first: test processes compile side by side, and none may start a half file.
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(partial, code);
  renameSync(partial, file);
  return pathToFileURL(file);
}
