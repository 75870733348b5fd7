import { limits } from '@common/limits';
import type { Db } from '../../db/client';
import { inGalleryLock } from './change-gallery';
import { findGalleryLinks, insertGalleryLinks, replaceGalleryLinks } from './repository';

/**
 * The hotel's gallery after an import: the imported property photos first, the first of them the cover at display
 * order 0 and the rest numbered in order (spec part 1, section 9); images it held already follow them, so
 * nothing is lost. The caller has checked the hotel.
 */
export async function linkImportedHotelPhotos(db: Db, hotelId: string, assetIds: readonly string[]) {
  if (assetIds.length === 0) return;
  const target = { kind: 'hotel', hotelId } as const;
  await inGalleryLock(db, target, async (tx) => {
    const imported = new Set(assetIds);
    const kept = (await findGalleryLinks(tx, target)).filter((link) => !imported.has(link.assetId));
    const order = [...assetIds, ...kept.map((link) => link.assetId)];
    await replaceGalleryLinks(
      tx,
      target,
      order.map((assetId, displayOrder) => ({ assetId, isCover: displayOrder === 0, displayOrder })),
    );
  });
}

/**
 * A room's imported photos after the images it has; in a room without images the first photo is the cover
 * (spec part 1, section 9). A room holds at most 50 images; one it has already is not added twice.
 */
export async function linkImportedRoomPhotos(
  db: Db,
  hotelId: string,
  roomId: string,
  assetIds: readonly string[],
) {
  if (assetIds.length === 0) return;
  const target = { kind: 'room', hotelId, roomId } as const;
  await inGalleryLock(db, target, async (tx) => {
    const links = await findGalleryLinks(tx, target);
    const present = new Set(links.map((link) => link.assetId));
    const next = links.reduce((highest, link) => Math.max(highest, link.displayOrder + 1), 0);
    const added = [...new Set(assetIds)]
      .filter((assetId) => !present.has(assetId))
      .slice(0, Math.max(0, limits.roomGalleryMaxImages - links.length));
    await insertGalleryLinks(
      tx,
      target,
      added.map((assetId, index) => ({
        assetId,
        isCover: links.length === 0 && index === 0,
        displayOrder: next + index,
      })),
    );
  });
}
