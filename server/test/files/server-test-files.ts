import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Which server test files need what, read from their source when vitest loads its configuration (a file list,
 * not a convention to remember): the files that replace a module, and the files that never reach a database.
 */

/** The modules through which a test reaches a database: opening one, or an app that does. */
const databaseModules = ['server/src/db/client.ts', 'server/test/test-database.ts'];
const aliases: Record<string, string> = { '@server/': 'server/src/', '@common/': 'common/src/' };
const importPattern = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'([^']+)'|import\('([^']+)'\)/g;

function resolveImport(root: string, from: string, specifier: string): string | undefined {
  const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix));
  let base: string;
  if (alias) base = path.join(root, aliases[alias] as string, specifier.slice(alias.length));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return undefined; // a package
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
    (candidate) => candidate.endsWith('.ts') && existsSync(candidate),
  );
}

/**
 * The server test files, in two lists (paths from `root`, the project's folder):
 * - `mocking`: the files that replace a module (vi.mock). Where a worker's files share their modules, the mock
 *   would stay for the files after it, or miss a module an earlier file loaded; these run isolated.
 * - `databaseFree`: the files that never reach a database (parsers, fetchers, the remote browser), through
 *   anything they import, types included (the list errs on the side of a database). The PostgreSQL stage of
 *   `npm test` would run them exactly as the embedded one did, so it leaves them out.
 */
export function serverTestFiles(root: string) {
  const serverFolder = path.join(root, 'server');
  const files = readdirSync(serverFolder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.join(serverFolder, file));
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
  const database = new Set(databaseModules.map((file) => path.join(root, file)));

  const reachesDatabase = (file: string, seen: Set<string>): boolean => {
    if (database.has(file)) return true;
    if (seen.has(file)) return false;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    if (source.includes('TEST_DATABASE_URL')) return true;
    for (const match of source.matchAll(importPattern)) {
      const target = resolveImport(root, file, (match[1] ?? match[2]) as string);
      if (target && reachesDatabase(target, seen)) return true;
    }
    return false;
  };

  return {
    mocking: files.filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(file, 'utf8'))).map(relative),
    databaseFree: files.filter((file) => !reachesDatabase(file, new Set())).map(relative),
  };
}
