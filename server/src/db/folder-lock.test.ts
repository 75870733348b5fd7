import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireFolderLock, DatabaseLockedError } from './folder-lock';

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hcs-lock-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('database folder lock', () => {
  it('refuses a second open while the first holds the lock, and allows it after release', () => {
    const dir = folder();
    const lock = acquireFolderLock(dir);
    expect(() => acquireFolderLock(dir)).toThrow(DatabaseLockedError);
    lock.release();
    acquireFolderLock(dir).release();
  });

  it('refuses a folder locked by another live process with a clear message', () => {
    const dir = folder();
    writeFileSync(path.join(dir, 'db.lock'), String(process.ppid));
    expect(() => acquireFolderLock(dir)).toThrow(/already in use by another process/);
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = folder();
    writeFileSync(path.join(dir, 'db.lock'), '999999999');
    acquireFolderLock(dir).release();
  });
});
