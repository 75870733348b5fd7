// The page size the web app's asset grids ask for, read from its source so the benchmarks and the app never
// drift apart.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export function webAssetPageSize(root) {
  const file = 'web/src/features/assets/api/get-assets.ts';
  const size = readFileSync(path.join(root, file), 'utf8').match(/assetPageSize\s*=\s*(\d+)/)?.[1];
  if (!size) throw new Error(`no assetPageSize in ${file}`);
  return Number(size);
}
