import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import type { AppContext } from '../../http/context';
import type { ListingPhoto } from '../../integrations/booking/listing';
import { OutboundRefused } from '../../integrations/outbound/outbound-refused';
import { inspectImage } from '../../lib/image-input';
import { originalWithoutMetadata } from '../../lib/image-metadata/original-without-metadata';
import { Semaphore } from '../../lib/semaphore';
import { storeAssetFiles, type StoredKeys } from '../assets/asset-files';
import { differenceHash } from '../assets/perceptual-hash';
import { makeRenditions } from '../assets/renditions';
import { findAssetIdByHash } from './repository';

/** A photo fetched and ready to be recorded: either an image the hotel has already, or new stored files. */
export interface PreparedPhoto {
  photo: ListingPhoto;
  sha256: string;
  existingAssetId: string | null;
  files: NewPhotoFiles | null;
}

export interface NewPhotoFiles {
  keys: StoredKeys;
  mimeType: string;
  size: number;
  width: number;
  height: number;
  perceptualHash: bigint;
}

export interface PreparedPhotos {
  /** In the listing's order. */
  prepared: PreparedPhoto[];
  /** Photos that could not be fetched or are not images. */
  skipped: number;
}

/** Photos fetched at once: the CDN serves many in parallel, and each waits mostly on the network. */
const downloadsAtOnce = 6;

/**
 * Downloads the listing's photos (DECISIONS.md point 14) and prepares each as an upload is prepared: checked by
 * its content, refused when not an image, given the WebP renditions and the perceptual hash, and stored in the
 * hotel's folder; bytes the hotel already has (or that came twice) are not stored again. Downloads and image
 * work overlap: while some photos are being fetched, others are being resized, one per core.
 * A photo that fails is skipped (logged) and the others go on. Every stored file is added to `stored` as soon as
 * it exists, so the caller can remove them whatever happens next; each is recorded as pending until
 * `pendingUntil`, so even a killed process leaves none behind for long. Once `signal` aborts,
 * the photos left are skipped.
 */
export async function preparePhotos(
  deps: Pick<AppContext, 'db' | 'storage' | 'log'>,
  hotelId: string,
  photos: readonly ListingPhoto[],
  options: {
    /** Fetches one photo by the source's outbound rules. */
    fetchPhoto: (url: string, signal: AbortSignal) => Promise<Buffer>;
    stored: StoredKeys[];
    signal: AbortSignal;
    /** Until when the stored files may wait for the import's core transaction to claim them. */
    pendingUntil: Date;
  },
  onPhotoDone: (done: number, total: number) => void,
): Promise<PreparedPhotos> {
  const { db, log } = deps;
  const { fetchPhoto, stored, signal, pendingUntil } = options;
  const downloads = new Semaphore(downloadsAtOnce);
  const imageWork = new Semaphore(Math.max(1, availableParallelism()));
  // The same bytes under two addresses are prepared once: whichever download ends first does the work, the
  // other shares it, and afterwards the photo first in the listing keeps it (a room's photo stays the room's,
  // whichever address the network delivered first).
  const byHash = new Map<string, Promise<Pick<PreparedPhoto, 'existingAssetId' | 'files'>>>();
  let done = 0;
  let skipped = 0;

  async function prepareBytes(bytes: Buffer, sha256: string) {
    const existing = await findAssetIdByHash(db, hotelId, sha256);
    if (existing) return { existingAssetId: existing, files: null };
    const files = await imageWork.run(async () => {
      await inspectImage(bytes);
      const renditions = await makeRenditions(bytes);
      const perceptualHash = await differenceHash(renditions.thumb);
      // A hotel's photos elsewhere carry their photographer's metadata too; stored originals are public.
      const original = await originalWithoutMetadata(bytes);
      const keys = await storeAssetFiles(deps, hotelId, original, renditions, { pendingUntil });
      stored.push(keys);
      const { mimeType, width, height } = original.facts;
      return { keys, mimeType, size: original.bytes.length, width, height, perceptualHash };
    });
    return { existingAssetId: null, files };
  }

  async function prepare(photo: ListingPhoto): Promise<PreparedPhoto> {
    // A stopping import starts no further downloads and ends the running ones.
    const bytes = await downloads.run(() => {
      signal.throwIfAborted();
      return fetchPhoto(photo.url, signal);
    });
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    let work = byHash.get(sha256);
    if (!work) {
      work = prepareBytes(bytes, sha256);
      byHash.set(sha256, work);
    }
    return { photo, sha256, ...(await work) };
  }

  const results = await Promise.all(
    photos.map(async (photo) => {
      try {
        return await prepare(photo);
      } catch (error) {
        skipped++;
        // A photo the fetcher refused (an HTML page, too large, another host, gone) is the listing's doing,
        // counted on the run for the user: info. Anything else may be ours: warn.
        if (error instanceof OutboundRefused)
          log.info({ photo: photo.url, reason: error.reason }, 'an imported photo was skipped');
        else log.warn({ err: error, photo: photo.url }, 'an imported photo was skipped');
        return null;
      } finally {
        onPhotoDone(++done, photos.length);
      }
    }),
  );
  const taken = new Set<string>();
  const prepared = results.filter((result): result is PreparedPhoto => {
    if (result === null || taken.has(result.sha256)) return false;
    taken.add(result.sha256);
    return true;
  });
  return { prepared, skipped };
}
