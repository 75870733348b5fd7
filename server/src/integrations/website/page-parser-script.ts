import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { projectRoot } from '../../lib/project-root';

/** Where scripts/build.mjs writes the worker's entry (page-parser-thread.ts), beside dist/server/main.js. */
export const builtPageParserScript = 'dist/server/website-page-parser.js';

let compiledFromSources: Promise<URL> | undefined;

/**
 * The worker thread's script. The built server starts the built file. Running from the TypeScript sources (the
 * tests, through vitest), Node 20 cannot run page-parser-thread.ts itself: it is bundled once per process with
 * esbuild (already the build's bundler) into a data: URL, with parse5 inside, so nothing is written to disk and
 * nothing stale from an earlier build is ever used.
 */
export function pageParserScript(): Promise<URL> {
  if (!import.meta.url.endsWith('.ts')) {
    return Promise.resolve(pathToFileURL(path.join(projectRoot(), builtPageParserScript)));
  }
  compiledFromSources ??= compileFromSources();
  return compiledFromSources;
}

async function compileFromSources(): Promise<URL> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./page-parser-thread.ts', import.meta.url))],
    tsconfig: path.join(projectRoot(), 'tsconfig.json'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    write: false,
    logLevel: 'warning',
  });
  const code = result.outputFiles[0]?.contents;
  if (!code) throw new Error('esbuild wrote no page parser');
  return new URL(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}
