// Builds the web app (Vite) into dist/web and the server (esbuild, dependencies left external) into dist/server.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function buildAll({ quiet = false } = {}) {
  // React's production build only when NODE_ENV says so at build time; a development shell must not leak in.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await viteBuild({
      configFile: path.join(root, 'vite.config.ts'),
      mode: 'production',
      logLevel: quiet ? 'warn' : 'info',
    });
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
  await buildServer();
  mkdirSync(path.join(root, 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'dist/.build-stamp'), new Date().toISOString());
}

export async function buildServer(extra = {}) {
  return esbuild({
    entryPoints: [path.join(root, 'server/src/main.ts')],
    outfile: path.join(root, 'dist/server/main.js'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    sourcemap: true,
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'warning',
    ...extra,
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildAll();
}
