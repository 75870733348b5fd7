import {
  addImage,
  initialHotelGallery,
  removeImage,
  setCover,
  type GalleryItem,
} from '@common/galleries/cover-rules';
import type { GalleryView } from '@common/galleries/schemas';
import { AppError } from '../../lib/app-error';
import { isUuid, requireMemberHotel } from '../hotels/service';
import { roomTexts } from '@common/rooms/texts';
import {
  changeGallery,
  galleryKey,
  refuseOverfullRoom,
  toLinkValues,
  type GalleryDeps,
} from './change-gallery';
import { namesOfLinks } from './gallery-activity';
import { imagesById, normalizedItems, presentGallery, presentLinks } from './gallery-view';
import {
  findAllImagesOfHotel,
  findGalleryLinks,
  findHotelGallery,
  findImagesOfHotel,
  findRoomGallery,
  hotelHasImages,
  insertGalleryLinks,
  lockGallery,
  replaceGalleryLinks,
  type GalleryLinkRow,
  type GalleryTarget,
} from './repository';
import { galleryTexts } from '@common/galleries/texts';

export type { GalleryTarget };
export { saveGalleryOrder } from './save-order';
export { linkImportedHotelPhotos, linkImportedRoomPhotos } from './imported-links';
type Deps = Pick<GalleryDeps, 'db' | 'storage'>;

/**
 * A gallery, cover first. The hotel's gallery starts itself: while the hotel has no links but has images, the
 * first read links every image in library order (newest first), the newest as cover (spec part 2, section 4
 * "Hotel gallery"). Remembered per content and assets version of the hotel, so repeated reads of an unchanged
 * gallery cost no query.
 */
export async function getGallery(
  deps: GalleryDeps,
  userId: string,
  target: GalleryTarget,
): Promise<GalleryView> {
  const hotel = await requireMemberHotel(deps.db, userId, target.hotelId);
  return deps.answers.remember(galleryKey(target, hotel), () => readGallery(deps, target));
}

async function readGallery(deps: Deps, target: GalleryTarget): Promise<GalleryView> {
  if (target.kind === 'room') {
    const links = isUuid(target.roomId)
      ? await findRoomGallery(deps.db, target.hotelId, target.roomId)
      : undefined;
    if (!links) throw new AppError('notFound', roomTexts.notFound);
    return presentLinks(deps.storage, links);
  }
  const links = await findHotelGallery(deps.db, target.hotelId);
  if (links.length > 0 || !(await hotelHasImages(deps.db, target.hotelId))) {
    return presentLinks(deps.storage, links);
  }
  return startHotelGallery(deps, target);
}

/** Links every image of the hotel, once: a read that comes second finds the links made by the first. */
async function startHotelGallery({ db, storage }: Deps, target: GalleryTarget): Promise<GalleryView> {
  return db.transaction(async (tx) => {
    await lockGallery(tx, target);
    const links = await findGalleryLinks(tx, target);
    if (links.length > 0) return presentLinks(storage, links);
    const images = await findAllImagesOfHotel(tx, target.hotelId);
    const items = initialHotelGallery(images.map((image) => image.assetId));
    await insertGalleryLinks(tx, target, toLinkValues(items));
    return presentGallery(storage, items, imagesById(images));
  });
}

/** Whether the stored links are exactly the normalized items (so one more can simply be inserted after them). */
const storedAsShown = (links: readonly GalleryLinkRow[], items: readonly GalleryItem[]) =>
  links.every(
    (link, index) =>
      link.assetId === items[index]?.assetId &&
      link.isCover === items[index]?.isCover &&
      link.displayOrder === items[index]?.displayOrder,
  );

/**
 * Adds images at the end, in the order given (a picker's several images in one request); the first added to an
 * empty gallery becomes the cover. Images already in the gallery are skipped (with none new, the gallery is
 * answered unchanged). All or nothing: an id that is not one of the hotel's images answers 404, and a room
 * holds at most 50 images, so a pick past that is refused whole, never cut.
 */
export async function addGalleryImages(
  deps: GalleryDeps,
  userId: string,
  target: GalleryTarget,
  assetIds: readonly string[],
): Promise<GalleryView> {
  return changeGallery(deps, userId, target, async ({ tx }) => {
    const links = await findGalleryLinks(tx, target);
    const present = new Set(links.map((link) => link.assetId));
    const added = assetIds.filter((assetId) => !present.has(assetId));
    if (added.length === 0) return { view: presentLinks(deps.storage, links) };
    const images = await findImagesOfHotel(tx, target.hotelId, added);
    if (images.length !== added.length) throw new AppError('notFound', galleryTexts.unknownImage);
    refuseOverfullRoom(target, links.length + added.length);
    const current = normalizedItems(links);
    const next = added.reduce((items, assetId) => addImage(items, { assetId, isCover: false }), current);
    const appended = next.slice(current.length);
    if (storedAsShown(links, current)) await insertGalleryLinks(tx, target, toLinkValues(appended));
    else await replaceGalleryLinks(tx, target, toLinkValues(next));
    const view = presentGallery(deps.storage, next, imagesById([...links, ...images]));
    return { view, before: namesOfLinks(links) };
  });
}

/** Makes an image of the gallery its cover, which moves it to the front. */
export async function setGalleryCover(
  deps: GalleryDeps,
  userId: string,
  target: GalleryTarget,
  assetId: string,
): Promise<GalleryView> {
  return changeGallery(deps, userId, target, async ({ tx }) => {
    const links = await findGalleryLinks(tx, target);
    if (!links.some((link) => link.assetId === assetId)) {
      throw new AppError('notFound', galleryTexts.notInGallery);
    }
    const next = setCover(normalizedItems(links), assetId);
    await replaceGalleryLinks(tx, target, toLinkValues(next));
    return { view: presentGallery(deps.storage, next, imagesById(links)), before: namesOfLinks(links) };
  });
}

/** Takes an image out of the gallery (not out of the library); removing the cover promotes the next image. */
export async function removeGalleryImage(
  deps: GalleryDeps,
  userId: string,
  target: GalleryTarget,
  assetId: string,
): Promise<GalleryView> {
  return changeGallery(deps, userId, target, async ({ tx }) => {
    const links = await findGalleryLinks(tx, target);
    if (!links.some((link) => link.assetId === assetId)) {
      throw new AppError('notFound', galleryTexts.notInGallery);
    }
    const next = removeImage(normalizedItems(links), assetId);
    await replaceGalleryLinks(tx, target, toLinkValues(next));
    return { view: presentGallery(deps.storage, next, imagesById(links)), before: namesOfLinks(links) };
  });
}

/**
 * The hotel's gallery images, cover first, for the public preview of a published template: the stored gallery,
 * or while it has not started, every image newest first (the same order its start would store). Nothing is
 * written; no ownership check (the caller has established that the hotel shows them publicly).
 */
export async function hotelGalleryImages(deps: Deps, hotelId: string): Promise<GalleryView> {
  const links = await findHotelGallery(deps.db, hotelId);
  if (links.length > 0) return presentLinks(deps.storage, links);
  const images = await findAllImagesOfHotel(deps.db, hotelId);
  return presentGallery(
    deps.storage,
    initialHotelGallery(images.map((image) => image.assetId)),
    imagesById(images),
  );
}

/** A room's gallery images, cover first, for the public preview (no ownership check; see hotelGalleryImages). */
export async function roomGalleryImages(deps: Deps, hotelId: string, roomId: string): Promise<GalleryView> {
  const links = await findRoomGallery(deps.db, hotelId, roomId);
  return presentLinks(deps.storage, links ?? []);
}
