import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export interface FolderLock {
  release(): void;
}

export class DatabaseLockedError extends Error {}

/**
 * PGlite does not lock its folder, and a second process opening it silently loses data.
 * An exclusive lock file holding our pid refuses that second open; a lock left by a dead process is taken over.
 */
export function acquireFolderLock(dataDir: string): FolderLock {
  const file = path.join(dataDir, 'db.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new DatabaseLockedError(
          `The embedded database in ${dataDir} is already in use by another process (pid ${holder}). ` +
            'Stop that process, or start this one with another DATA_DIR or a DATABASE_URL.',
        );
      }
      if (holder === process.pid) {
        throw new DatabaseLockedError(`The embedded database in ${dataDir} is already open in this process.`);
      }
      rmSync(file, { force: true });
    }
  }
  throw new DatabaseLockedError(`Could not lock the embedded database in ${dataDir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
