import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { link, mkdir, open, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertContentTypeMatchesKey, contentTypeForKey } from './content-types';
import type { PutOptions, Storage, StorageBody, StoredFile } from './storage';
import { InvalidStorageKeyError, StorageKeyExistsError } from './storage-errors';
import { assertValidStorageKey, assertValidStoragePrefix, publicFileUrl } from './storage-key';

/**
 * Error codes that mean "there is no file under this key": a missing file, a file where a folder was, or a
 * name longer than the file system allows (a valid key may be, and no file can have that name).
 */
const missingCodes = new Set(['ENOENT', 'ENOTDIR', 'EISDIR', 'ENAMETOOLONG']);

/** Files in a folder (`$DATA_DIR/files` by default); the content type follows from the key (content-types.ts). */
export class LocalStorage implements Storage {
  readonly kind = 'local';
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
    mkdirSync(this.root, { recursive: true });
  }

  async put(key: string, body: StorageBody, options: PutOptions): Promise<void> {
    const target = this.pathFor(key);
    assertContentTypeMatchesKey(key, options.contentType);
    const folder = path.dirname(target);
    await mkdir(folder, { recursive: true });
    // Same folder as the target, so the final step is a rename within one file system (atomic). The dot
    // name can never be a valid key, so a half-written temporary file is never served or listed as one.
    const temporary = path.join(folder, `.${randomUUID()}.tmp`);
    try {
      await writeFileDurably(temporary, body);
      if (options.ifNotExists) await linkUnlessExists(temporary, target, key);
      else await rename(temporary, target);
    } finally {
      await rm(temporary, { force: true });
    }
  }

  /** The caller must read or destroy `body`: it holds an open file until then. */
  async get(key: string): Promise<StoredFile | null> {
    const file = this.pathFor(key);
    const handle = await open(file, 'r').catch(nullWhenMissing);
    if (!handle) return null;
    try {
      // Size and content come from the same open file, so a concurrent replace cannot mix them up.
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      return { body: handle.createReadStream(), contentType: contentTypeForKey(key), size: info.size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    const info = await stat(this.pathFor(key)).catch(nullWhenMissing);
    return info?.isFile() ?? false;
  }

  async delete(key: string): Promise<void> {
    await unlink(this.pathFor(key)).catch(nullWhenMissing);
  }

  async deleteMany(keys: readonly string[]): Promise<void> {
    // Check every key before removing any, so a bad key in a list never leaves half of it deleted.
    const files = keys.map((key) => this.pathFor(key));
    await Promise.all(files.map((file) => unlink(file).catch(nullWhenMissing)));
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertValidStoragePrefix(prefix);
    await rm(this.resolveInside(prefix.slice(0, -1)), { recursive: true, force: true });
  }

  publicUrl(key: string): string {
    return publicFileUrl(key);
  }

  private pathFor(key: string): string {
    assertValidStorageKey(key);
    return this.resolveInside(key);
  }

  /** A second guard behind the key rules: whatever a key looks like, its path stays inside the root. */
  private resolveInside(relative: string): string {
    const file = path.resolve(this.root, ...relative.split('/'));
    if (!file.startsWith(this.root + path.sep))
      throw new InvalidStorageKeyError(`key escapes the files folder`);
    return file;
  }
}

/** Writes the whole body and flushes it to disk before the caller makes the file visible. */
async function writeFileDurably(file: string, body: StorageBody): Promise<void> {
  const handle = await open(file, 'wx');
  try {
    // writeFile takes bytes and streams alike; a stream that fails makes it reject.
    await writeFile(handle, body);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** A hard link fails with EEXIST when the target exists, where a rename would silently replace it. */
async function linkUnlessExists(temporary: string, target: string, key: string): Promise<void> {
  try {
    await link(temporary, target);
  } catch (error) {
    if (errorCode(error) === 'EEXIST') throw new StorageKeyExistsError(key);
    throw error;
  }
}

function nullWhenMissing(error: unknown): null {
  if (missingCodes.has(errorCode(error) ?? '')) return null;
  throw error;
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;
