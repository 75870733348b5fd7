import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../http/context';
import { StorageKeyExistsError } from '../../integrations/storage/storage-errors';
import type { OriginalWithoutMetadata } from '../../lib/image-metadata/original-without-metadata';
import { forgetPendingFiles, recordPendingFiles, removePendingFiles } from '../files/pending-files';

/** Where an asset's original and renditions are stored. */
export interface StoredKeys {
  original: string;
  thumb: string;
  gallery: string;
}

export const storedKeyList = (keys: StoredKeys) => [keys.original, keys.thumb, keys.gallery];

export interface StoreAssetFilesOptions {
  /**
   * Until when the files may wait for their asset row (features/files/pending-files.ts): past the end of the
   * caller's work. The transaction inserting the row claims them (claimStoredFiles); otherwise the caller
   * removes them (removePendingFiles), or, when the process died, the pending-files sweep does after this.
   */
  pendingUntil: Date;
}

/**
 * Stores an asset's original (without its metadata: it is served to anyone with its URL) and its renditions
 * under a fresh server-made name in the hotel's folder, retrying once on a name collision; on failure nothing
 * of it is left. The keys are recorded as pending before anything is stored, so no file outlives a process
 * killed before its row is written. Used by uploads and by the property import.
 */
export async function storeAssetFiles(
  deps: Pick<AppContext, 'storage' | 'db' | 'log'>,
  hotelId: string,
  original: OriginalWithoutMetadata,
  renditions: { thumb: Buffer; gallery: Buffer },
  { pendingUntil }: StoreAssetFilesOptions,
): Promise<StoredKeys> {
  const { storage, db } = deps;
  const { facts } = original;
  for (let attempt = 0; ; attempt++) {
    const base = `hotel-assets/${hotelId}/${Date.now()}-${randomBytes(6).toString('hex')}`;
    const keys = {
      original: `${base}.${facts.extension}`,
      thumb: `${base}-thumb.webp`,
      gallery: `${base}-gallery.webp`,
    };
    const list = storedKeyList(keys);
    await recordPendingFiles(db, list, pendingUntil);
    try {
      await storage.put(keys.original, original.bytes, { contentType: facts.mimeType, ifNotExists: true });
    } catch (error) {
      const collided = error instanceof StorageKeyExistsError;
      // The file under a colliding key is someone else's: only our record of the name goes.
      if (collided) await forgetPendingFiles(db, list);
      else await removePendingFiles(deps, list);
      if (collided && attempt === 0) continue;
      throw error;
    }
    try {
      await storage.put(keys.thumb, renditions.thumb, { contentType: 'image/webp' });
      await storage.put(keys.gallery, renditions.gallery, { contentType: 'image/webp' });
      return keys;
    } catch (error) {
      await removePendingFiles(deps, list);
      throw error;
    }
  }
}
