import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { projectRoot } from './project-root';

/** A worker thread's entry: its TypeScript source, and where scripts/build.mjs writes it built. */
export interface ThreadEntry {
  source: URL;
  /** Relative to the project's root, e.g. 'dist/server/database-thread.js'. */
  built: string;
}

const compiledFromSources = new Map<string, Promise<URL>>();

/**
 * The script a worker thread starts. The built server starts the built file. Running from the TypeScript
 * sources (the tests, through vitest), Node 20 cannot run the entry itself: it is bundled once per process with
 * esbuild, packages left out as in the build, into a file under node_modules/.cache named by its content (so a
 * stale one is never used). A file rather than a data: URL, because the bundle's imports of packages resolve
 * from the project's node_modules, and PGlite finds its WebAssembly beside its own module.
 */
export function threadScript(entry: ThreadEntry): Promise<URL> {
  if (!import.meta.url.endsWith('.ts')) {
    return Promise.resolve(pathToFileURL(path.join(projectRoot(), entry.built)));
  }
  const key = entry.source.href;
  let compiled = compiledFromSources.get(key);
  if (!compiled) {
    compiled = compileFromSources(entry.source);
    compiledFromSources.set(key, compiled);
  }
  return compiled;
}

async function compileFromSources(source: URL): Promise<URL> {
  const { build } = await import('esbuild');
  const root = projectRoot();
  const result = await build({
    entryPoints: [fileURLToPath(source)],
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
  if (!code) throw new Error(`esbuild wrote nothing for ${source.href}`);
  const folder = path.join(root, 'node_modules/.cache/hotel-content-studio');
  const name = path.basename(fileURLToPath(source), '.ts');
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const file = path.join(folder, `${name}-${hash}.mjs`);
  mkdirSync(folder, { recursive: true });
  // Written under a name of its own first: test processes compile side by side, and none may start a half file.
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(partial, code);
  renameSync(partial, file);
  return pathToFileURL(file);
}
