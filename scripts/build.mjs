// Builds the web app (Vite) into dist/web and the server (esbuild, dependencies left external) into dist/server.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
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
  await precompressAssets(path.join(root, 'dist/web/assets'));
  await buildServer();
  mkdirSync(path.join(root, 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'dist/.build-stamp'), new Date().toISOString());
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes a Brotli and a gzip copy beside every script and stylesheet at the highest level, once per build;
 * the server sends them as they are (server/src/http/spa.ts). Compressing on the fly uses a faster, weaker
 * level, which made scripts about 15 % larger.
 */
async function precompressAssets(folder) {
  const files = (await readdir(folder)).filter((name) => /\.(js|css)$/.test(name));
  await Promise.all(
    files.map(async (name) => {
      const file = path.join(folder, name);
      const content = await readFile(file);
      const params = {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      };
      await writeFile(`${file}.br`, await brotli(content, { params }));
      await writeFile(`${file}.gz`, await gzip(content, { level: 9 }));
    }),
  );
}

/**
 * dist/server/main.js, plus a chunk for each module the server imports only when it is configured or first
 * used (`await import(...)`: the S3, Stripe and SMTP adapters with their SDKs), so a server without them never
 * loads their code. The folder is emptied first: chunk names carry a hash, and old ones would pile up.
 * dist/server/website-page-parser.js is the website import's worker thread (server/src/integrations/website/
 * page-parser-script.ts finds it there); dist/server/database-thread.js is the embedded database's thread
 * (server/src/db/embedded/database-thread-script.ts).
 */
export async function buildServer(extra = {}) {
  const outdir = path.join(root, 'dist/server');
  rmSync(outdir, { recursive: true, force: true });
  return esbuild({
    entryPoints: {
      main: path.join(root, 'server/src/main.ts'),
      'website-page-parser': path.join(root, 'server/src/integrations/website/page-parser-thread.ts'),
      'database-thread': path.join(root, 'server/src/db/embedded/database-thread.ts'),
      'rotate-secret-key': path.join(root, 'server/src/rotate-secret-key.ts'),
    },
    outdir,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
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
