// What JavaScript a page of the built web app loads before it shows: the entry chunk, the chunk of each route
// module on the way, and everything those import statically. Read from Vite's manifest when the build writes
// one; otherwise from dist/web/index.html and the chunks themselves (their `import ... from "./x.js"`
// statements), with the source maps telling which chunk holds which source module.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @typedef {object} BundleGraph
 * @property {'manifest' | 'chunks'} source
 * @property {string} entry absolute path of the entry chunk
 * @property {(file: string) => string[]} staticImports absolute paths of a chunk's static imports
 * @property {(module: string) => string | undefined} chunkOf the chunk holding a source module (path from the project root)
 * @property {(file: string) => string[] | undefined} modulesOf a chunk's source modules (paths from the project root), when known
 */

/** @returns {BundleGraph} */
export function readBundleGraph(root) {
  const webDir = path.join(root, 'dist/web');
  const manifestFile = path.join(webDir, '.vite/manifest.json');
  return existsSync(manifestFile)
    ? graphFromManifest(root, webDir, manifestFile)
    : graphFromChunks(root, webDir);
}

function graphFromManifest(root, webDir, manifestFile) {
  /** @type {Record<string, { file: string, src?: string, isEntry?: boolean, imports?: string[] }>} */
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  // Manifest keys are relative to Vite's root (web/); source modules here are relative to the project.
  const webRoot = path.join(root, 'web');
  const fileOf = (key) => path.join(webDir, manifest[key].file);
  const keyByFile = new Map(Object.keys(manifest).map((key) => [fileOf(key), key]));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('the Vite manifest names no entry');
  return {
    source: 'manifest',
    entry: fileOf(entryKey),
    staticImports: (file) => (manifest[keyByFile.get(file)]?.imports ?? []).map(fileOf),
    chunkOf: (module) => {
      const key = Object.keys(manifest).find(
        (candidate) =>
          withoutExtension(path.relative(root, path.join(webRoot, candidate))) === withoutExtension(module),
      );
      return key ? fileOf(key) : undefined;
    },
    modulesOf: (file) => sourceModules(root, file),
  };
}

function graphFromChunks(root, webDir) {
  const html = readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const entrySrc = html.match(/<script[^>]*type="module"[^>]*src="([^"]+)"/)?.[1];
  if (!entrySrc) throw new Error('dist/web/index.html loads no module script');
  const entry = path.join(webDir, entrySrc.replace(/^\//, ''));
  const assetsDir = path.dirname(entry);
  const chunks = readdirSync(assetsDir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => path.join(assetsDir, name));

  // Static imports only: `import{a as b}from"./x.js"`, `import"./x.js"`, `export{c}from"./x.js"`. A dynamic
  // `import("./x.js")` has a parenthesis and is loaded later, on navigation.
  const staticImport = /\b(?:import|export)\s*(?:[\w$*{},\s]+?\s*from\s*)?["'](\.{1,2}\/[^"']+?\.js)["']/g;
  const importsCache = new Map();
  const staticImports = (file) => {
    if (!importsCache.has(file)) {
      const code = readFileSync(file, 'utf8');
      importsCache.set(file, [
        ...new Set(
          [...code.matchAll(staticImport)].map((match) => path.resolve(path.dirname(file), match[1])),
        ),
      ]);
    }
    return importsCache.get(file);
  };

  return {
    source: 'chunks',
    entry,
    staticImports,
    chunkOf: (module) => {
      const wanted = withoutExtension(module);
      const bySourceMap = chunks.find((chunk) =>
        (sourceModules(root, chunk) ?? []).some((source) => withoutExtension(source) === wanted),
      );
      if (bySourceMap) return bySourceMap;
      // Without source maps: Vite names a route's chunk after its file, plus an 8-character hash.
      const name = path.basename(wanted);
      return chunks.find((chunk) => new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(path.basename(chunk)));
    },
    modulesOf: (file) => sourceModules(root, file),
  };
}

const sourcesCache = new Map();

/** The source modules of a chunk from its source map (paths from the project root), or undefined. */
function sourceModules(root, chunk) {
  if (!sourcesCache.has(chunk)) {
    const mapFile = `${chunk}.map`;
    let modules;
    if (existsSync(mapFile)) {
      const map = JSON.parse(readFileSync(mapFile, 'utf8'));
      const base = path.resolve(path.dirname(mapFile), map.sourceRoot ?? '');
      modules = (map.sources ?? []).map((source) => path.relative(root, path.resolve(base, source)));
    }
    sourcesCache.set(chunk, modules);
  }
  return sourcesCache.get(chunk);
}

const withoutExtension = (file) =>
  file
    .replace(/\.[cm]?[jt]sx?$/, '')
    .split(path.sep)
    .join('/');

/** The chunks themselves plus everything they import statically, transitively. */
export function staticClosure(graph, chunks) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of graph.staticImports(file)) visit(imported);
  };
  chunks.forEach(visit);
  return seen;
}

/** What a page loads: the entry and the chunks of its route modules, with their static imports. */
export function pageChunks(graph, routeModules) {
  const routeChunks = routeModules.map((module) => {
    const chunk = graph.chunkOf(module);
    if (!chunk) throw new Error(`no chunk of the built web app holds ${module}`);
    return chunk;
  });
  return staticClosure(graph, [graph.entry, ...routeChunks]);
}
