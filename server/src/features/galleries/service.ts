import {
  addImage,
  initialHotelGallery,
  removeImage,
  setCover,
  withCoverFirst,
  type GalleryItem,
} from '@common/galleries/cover-rules';
import type { GalleryView } from '@common/galleries/schemas';
import { limits } from '@common/limits';
import type { Db } from '../../db/client';
import type { AppContext } from '../../http/context';
import { AppError } from '../../lib/app-error';
import { isForeignKeyViolation } from '../../lib/database-errors';
import type { RememberedAnswers } from '../../lib/remembered-answers';
import { isUuid, requireOwnedHotel } from '../hotels/service';
import { roomNotFound } from '../rooms/service';
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
  type GalleryLinkValues,
  type GalleryTarget,
} from './repository';
import { galleryTexts } from './texts';

export type { GalleryTarget };
type Deps = Pick<AppContext, 'db' | 'storage'>;

const toLinkValues = (items: readonly GalleryItem[]): GalleryLinkValues[] =>
  items.map((item, index) => ({
    assetId: item.assetId,
    isCover: item.isCover,
    displayOrder: item.displayOrder ?? index,
  }));

/**
 * A gallery, cover first. The hotel's gallery starts itself: while the hotel has no links but has images, the
 * first read links every image in library order (newest first), the newest as cover (spec part 2, section 4
 * "Hotel gallery"). Remembered per content and assets version of the hotel, so repeated reads of an unchanged
 * gallery cost no query.
 */
export async function getGallery(
  deps: Deps & { answers: RememberedAnswers },
  userId: string,
  target: GalleryTarget,
): Promise<GalleryView> {
  const hotel = await requireOwnedHotel(deps.db, userId, target.hotelId);
  const roomId = target.kind === 'room' ? target.roomId : null;
  const key = [hotel.id, hotel.contentVersion, hotel.assetsVersion, 'gallery', roomId];
  return deps.answers.remember(key, () => readGallery(deps, target));
}

async function readGallery(deps: Deps, target: GalleryTarget): Promise<GalleryView> {
  if (target.kind === 'room') {
    const links = isUuid(target.roomId)
      ? await findRoomGallery(deps.db, target.hotelId, target.roomId)
      : undefined;
    if (!links) throw new AppError('notFound', roomNotFound);
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

/**
 * Runs a change of one gallery in a transaction that holds the gallery's lock, so that concurrent changes take
 * turns and each one starts from the gallery as the previous one left it. An image deleted from the library
 * while the change was being written makes it fail as an unknown image, with nothing changed.
 */
async function changeGallery(
  db: Db,
  userId: string,
  target: GalleryTarget,
  change: (tx: Db) => Promise<GalleryView>,
): Promise<GalleryView> {
  await requireOwnedHotel(db, userId, target.hotelId);
  if (target.kind === 'room' && !isUuid(target.roomId)) throw new AppError('notFound', roomNotFound);
  try {
    return await db.transaction(async (tx) => {
      if (!(await lockGallery(tx, target))) throw new AppError('notFound', roomNotFound);
      return change(tx);
    });
  } catch (error) {
    if (isForeignKeyViolation(error))
      throw new AppError('notFound', galleryTexts.unknownImage, { cause: error });
    throw error;
  }
}

function refuseOverfullRoom(target: GalleryTarget, count: number) {
  if (target.kind === 'room' && count > limits.roomGalleryMaxImages) {
    throw new AppError('validation', galleryTexts.roomGalleryFull);
  }
}

/**
 * Saves the whole order in one transaction: the first image is the cover, display orders 0, 1, 2... Every id
 * must be an image of the hotel, or nothing changes (404). An empty list empties the gallery. The links are
 * rewritten with one delete and one multi-row insert, without reading the old ones.
 */
export async function saveGalleryOrder(
  { db, storage }: Deps,
  userId: string,
  target: GalleryTarget,
  assetIds: readonly string[],
): Promise<GalleryView> {
  return changeGallery(db, userId, target, async (tx) => {
    refuseOverfullRoom(target, assetIds.length);
    const images = await findImagesOfHotel(tx, target.hotelId, assetIds);
    if (images.length !== assetIds.length) throw new AppError('notFound', galleryTexts.unknownImage);
    const items = withCoverFirst(assetIds.map((assetId) => ({ assetId, isCover: false })));
    await replaceGalleryLinks(tx, target, toLinkValues(items));
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
 * Adds an image at the end; the first image added becomes the cover. An image already in the gallery is skipped
 * (the gallery is answered unchanged); a room holds at most 50 images.
 */
export async function addGalleryImage(
  { db, storage }: Deps,
  userId: string,
  target: GalleryTarget,
  assetId: string,
): Promise<GalleryView> {
  return changeGallery(db, userId, target, async (tx) => {
    const links = await findGalleryLinks(tx, target);
    if (links.some((link) => link.assetId === assetId)) return presentLinks(storage, links);
    const [image] = await findImagesOfHotel(tx, target.hotelId, [assetId]);
    if (!image) throw new AppError('notFound', galleryTexts.unknownImage);
    refuseOverfullRoom(target, links.length + 1);
    const current = normalizedItems(links);
    const next = addImage(current, { assetId, isCover: false });
    const added = next.at(-1);
    if (storedAsShown(links, current) && added) await insertGalleryLinks(tx, target, toLinkValues([added]));
    else await replaceGalleryLinks(tx, target, toLinkValues(next));
    return presentGallery(storage, next, imagesById([...links, image]));
  });
}

/** Makes an image of the gallery its cover, which moves it to the front. */
export async function setGalleryCover(
  { db, storage }: Deps,
  userId: string,
  target: GalleryTarget,
  assetId: string,
): Promise<GalleryView> {
  return changeGallery(db, userId, target, async (tx) => {
    const links = await findGalleryLinks(tx, target);
    if (!links.some((link) => link.assetId === assetId)) {
      throw new AppError('notFound', galleryTexts.notInGallery);
    }
    const next = setCover(normalizedItems(links), assetId);
    await replaceGalleryLinks(tx, target, toLinkValues(next));
    return presentGallery(storage, next, imagesById(links));
  });
}

/** Takes an image out of the gallery (not out of the library); removing the cover promotes the next image. */
export async function removeGalleryImage(
  { db, storage }: Deps,
  userId: string,
  target: GalleryTarget,
  assetId: string,
): Promise<GalleryView> {
  return changeGallery(db, userId, target, async (tx) => {
    const links = await findGalleryLinks(tx, target);
    if (!links.some((link) => link.assetId === assetId)) {
      throw new AppError('notFound', galleryTexts.notInGallery);
    }
    const next = removeImage(normalizedItems(links), assetId);
    await replaceGalleryLinks(tx, target, toLinkValues(next));
    return presentGallery(storage, next, imagesById(links));
  });
}
