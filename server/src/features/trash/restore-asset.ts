import { limits } from '@common/limits';
import { trashTexts } from '@common/trash/schemas';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  findTrashedAmong,
  findTrashedLinks,
  lockLinkPlace,
  lockTrashedAssetForRestore,
  markAssetRestored,
  putLinkBack,
} from './repository';

/**
 * What happens to a link whose room or template has no room left for the photo: an operator's 'Restore' is
 * refused with the reason (409), so they can make room and try again; a photo coming back because it was
 * uploaded or imported again comes back without that link, since the upload or import itself must not fail.
 */
export type WhenPlaceFull = 'refuse' | 'skip';

const fullPlace = (place: string, name: string) =>
  place === 'room'
    ? new AppError('conflict', trashTexts.roomFull(name, limits.roomGalleryMaxImages))
    : new AppError('conflict', trashTexts.templateFull(name, limits.templateImagesMax));

const placeLimit = (place: string) =>
  place === 'room' ? limits.roomGalleryMaxImages : place === 'template' ? limits.templateImagesMax : null;

/**
 * Takes a trashed photo out of the trash inside the caller's transaction: back into the galleries and templates
 * it was in, at its place (those removed for good meanwhile are skipped), its cover back where nobody chose
 * another since. Undefined when it is not in the hotel's trash (restored or removed meanwhile).
 */
export async function restoreAssetInTransaction(
  tx: Db,
  hotelId: string,
  assetId: string,
  whenFull: WhenPlaceFull,
) {
  const asset = await lockTrashedAssetForRestore(tx, hotelId, assetId);
  if (!asset) return undefined;
  for (const link of await findTrashedLinks(tx, assetId)) {
    const place = await lockLinkPlace(tx, link);
    if (!place) continue;
    const max = placeLimit(link.place);
    if (max !== null && place.imageCount >= max) {
      if (whenFull === 'refuse') throw fullPlace(link.place, place.name);
      continue;
    }
    await putLinkBack(tx, link);
  }
  await markAssetRestored(tx, assetId);
  return asset;
}

/**
 * The import's photos whose identical file was in the trash come back with it, as an upload of the file does
 * (a link is left out where a room or template is full): the import links them into galleries, which must not
 * show a photo the library hides. Inside the import's transaction.
 * @returns the ids restored
 */
export async function restoreReusedAssets(tx: Db, hotelId: string, assetIds: readonly string[]) {
  const restored: string[] = [];
  for (const id of await findTrashedAmong(tx, hotelId, [...new Set(assetIds)])) {
    if (await restoreAssetInTransaction(tx, hotelId, id, 'skip')) restored.push(id);
  }
  return restored;
}
