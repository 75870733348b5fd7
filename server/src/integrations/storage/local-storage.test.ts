import { mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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

describe('local folder storage and long names', () => {
  it('answers null and false for a valid key whose name is longer than the file system allows', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hcs-storage-'));
    try {
      const storage = await createStorage({ dataDir, s3: undefined });
      // Keys may be 512 characters, file names only 255 bytes: such a key names no file (found by the route fuzz
      // test as a 500 on GET /files/111...).
      const longKey = `${'1'.repeat(400)}.jpg`;
      expect(await storage.get(longKey)).toBeNull();
      expect(await storage.exists(longKey)).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
