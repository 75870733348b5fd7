import { mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createStorage } from './create-storage';
import { describeStorageContract } from './storage-contract';

describeStorageContract('local folder', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hcs-storage-'));
  const root = path.join(dataDir, 'files');
  return {
    storage: await createStorage({ dataDir, s3: undefined }),
    leftovers: async () => {
      const entries = await readdir(root, { recursive: true, withFileTypes: true });
      return entries
        .filter((entry) => !entry.isDirectory())
        .map((entry) =>
          path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
        )
        .sort();
    },
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
});
