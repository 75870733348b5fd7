import { randomBytes } from 'node:crypto';
import type { Storage } from '../../integrations/storage/storage';
import { StorageKeyExistsError } from '../../integrations/storage/storage-errors';

/** Where an asset's original and renditions are stored. */
export interface StoredKeys {
  original: string;
  thumb: string;
  gallery: string;
}

export const storedKeyList = (keys: StoredKeys) => [keys.original, keys.thumb, keys.gallery];

/**
 * Stores an asset's original and its renditions under a fresh server-made name in the hotel's folder, retrying
 * once on a name collision; on failure nothing of it is left. Used by uploads and by the property import.
 */
export async function storeAssetFiles(
  storage: Storage,
  hotelId: string,
  facts: { extension: string; mimeType: string },
  original: Buffer,
  renditions: { thumb: Buffer; gallery: Buffer },
): Promise<StoredKeys> {
  for (let attempt = 0; ; attempt++) {
    const base = `hotel-assets/${hotelId}/${Date.now()}-${randomBytes(6).toString('hex')}`;
    const keys = {
      original: `${base}.${facts.extension}`,
      thumb: `${base}-thumb.webp`,
      gallery: `${base}-gallery.webp`,
    };
    try {
      await storage.put(keys.original, original, { contentType: facts.mimeType, ifNotExists: true });
    } catch (error) {
      if (error instanceof StorageKeyExistsError && attempt === 0) continue;
      throw error;
    }
    try {
      await storage.put(keys.thumb, renditions.thumb, { contentType: 'image/webp' });
      await storage.put(keys.gallery, renditions.gallery, { contentType: 'image/webp' });
      return keys;
    } catch (error) {
      await storage.deleteMany(storedKeyList(keys)).catch(() => undefined);
      throw error;
    }
  }
}
