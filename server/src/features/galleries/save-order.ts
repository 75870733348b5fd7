import { withCoverFirst } from '@common/galleries/cover-rules';
import type { GalleryImageView, GalleryView } from '@common/galleries/schemas';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Waiting } from '../../lib/batched-turns';
import {
  changeLockedGallery,
  ownedTarget,
  refuseOverfullRoom,
  toLinkValues,
  type ChangeStart,
  type GalleryDeps,
  type SavedOrder,
} from './change-gallery';
import { namesOfLinks, namesOfView, recordGalleryChange, type GalleryNames } from './gallery-activity';
import { imagesById, presentGallery } from './gallery-view';
import {
  findGalleryLinks,
  findImagesOfHotel,
  moveGalleryLinks,
  replaceGalleryLinks,
  type GalleryImageRow,
  type GalleryTarget,
  type HotelVersions,
} from './repository';
import { galleryTexts } from '@common/galleries/texts';

/** Order saves of one gallery that arrive while one is written, taken together (at most this many). */
export const orderSavesPerTurn = 50;

type OrderSave = Waiting<readonly string[], SavedOrder>;
/**
 * A save's answer: the gallery after it, or why it was refused (the turn's other saves go on); with the gallery
 * as it was just before it, which the activity log shows as before.
 */
type Result = { view: GalleryView; error?: undefined } | { view?: undefined; error: AppError };
type Outcome = Result & { before: GalleryNames };

/**
 * Saves the whole order: the first image is the cover, display orders 0, 1, 2... Every id must be an image of
 * the hotel, or nothing changes (404). An empty list empties the gallery.
 *
 * The sorting dialog's save is nearly always the same images in a new order. When the gallery as last answered
 * (remembered for the hotel's versions as the save starts) holds exactly these images, the links are moved in
 * place with one statement and the answer is that gallery reordered: a 300-image order without reading it.
 * Otherwise the images are checked and the links rewritten.
 *
 * Saves of one gallery take turns, in one transaction each. Those that arrive while one is being written are
 * taken together in the next turn, in arrival order, each checked and answered with the gallery after it, as
 * if written one after the other; a move that the next save in the turn replaces is not written, as it would
 * be overwritten in the same transaction.
 */
export async function saveGalleryOrder(
  deps: GalleryDeps,
  userId: string,
  target: GalleryTarget,
  assetIds: readonly string[],
): Promise<GalleryView> {
  await ownedTarget(deps.db, userId, target);
  const key = `${target.hotelId}/${target.kind === 'room' ? target.roomId : ''}`;
  const { view, before } = await deps.orderSaves.submit(key, assetIds, (batch) =>
    saveInTurn(deps, target, batch),
  );
  await recordGalleryChange(deps, userId, target, before, namesOfView(view));
  return view;
}

/** Thrown to roll back a turn whose moves started from a gallery that an asset change made stale. */
const changedMeanwhile = Symbol('an image changed meanwhile');

async function saveInTurn(deps: GalleryDeps, target: GalleryTarget, batch: readonly OrderSave[]) {
  let outcomes: Outcome[];
  try {
    ({ outcomes } = await changeLockedGallery(deps, target, (start) =>
      saveEach(
        deps,
        target,
        start,
        batch.map((save) => save.value),
      ),
    ));
  } catch (error) {
    if (error !== changedMeanwhile) throw error;
    // An image was deleted or changed while the moves were written (asset changes do not wait for the
    // gallery's lock): nothing of the turn was kept. Each save again, checking its images.
    outcomes = [];
    for (const save of batch) {
      outcomes.push(
        await changeLockedGallery(deps, target, async ({ tx }) => {
          const before = namesOfLinks(await findGalleryLinks(tx, target));
          return { ...(await rewriteAll(deps, tx, target, save.value)), before };
        }),
      );
    }
  }
  outcomes.forEach((outcome, index) => {
    const save = batch[index];
    if (outcome.error) save?.reject(outcome.error);
    else save?.resolve({ view: outcome.view, before: outcome.before });
  });
}

/** The saves of one turn, in order, inside the gallery's lock. */
async function saveEach(
  deps: GalleryDeps,
  target: GalleryTarget,
  { tx, before, shown }: ChangeStart,
  orders: readonly (readonly string[])[],
) {
  // The gallery as the saves so far leave it, with its images by id (the same images throughout a run of moves).
  // The images by id are built once per run of moves, as a turn reorders the same images again and again.
  let current = shown && { view: shown, images: imagesById(shown.images) };
  // The gallery as the saves so far leave it, by name: each save's before in the activity log.
  let previous = shown ? namesOfView(shown) : namesOfLinks(await findGalleryLinks(tx, target));
  let unwritten: readonly string[] | undefined; // the order of the last move, not yet written
  let after: HotelVersions | undefined; // the versions after the last write, when it was a move
  const writeMove = async () => {
    if (!unwritten) return;
    after = await moveGalleryLinks(tx, target, unwritten);
    unwritten = undefined;
    // The move read the hotel's versions as it raised them, the latest.
    if (!after || after.assetsVersion !== before.assetsVersion) throw changedMeanwhile;
  };

  const outcomes: Outcome[] = [];
  for (const assetIds of orders) {
    // (An order of more images than a room may hold never has the same images as the room's gallery.)
    if (current && sameImages(current.images, assetIds)) {
      if (!sameOrder(current.view, assetIds)) {
        current = { view: reordered(current.images, assetIds), images: current.images };
      }
      // Written even when the order is the one shown: the gallery shown is not always stored so (after its
      // cover was deleted from the library, the next image is shown as the cover, stored without one, and the
      // orders keep a gap). The move rewrites only the links out of place, none when it is stored as shown.
      unwritten = assetIds;
      outcomes.push({ view: current.view, before: previous });
      previous = namesOfView(current.view);
    } else {
      await writeMove();
      const outcome = await rewriteAll(deps, tx, target, assetIds);
      if (outcome.view) {
        current = { view: outcome.view, images: imagesById(outcome.view.images) };
        after = undefined;
      }
      outcomes.push({ ...outcome, before: previous });
      if (outcome.view) previous = namesOfView(outcome.view);
    }
  }
  await writeMove();
  return { view: current?.view, after, outcomes };
}

/**
 * Checks that every id is an image of the hotel (404 otherwise) and rewrites the links in that order. A refusal
 * is this save's answer, found before anything is written; the turn's other saves go on.
 */
async function rewriteAll(
  { storage }: GalleryDeps,
  tx: Db,
  target: GalleryTarget,
  assetIds: readonly string[],
): Promise<Result> {
  let images: GalleryImageRow[];
  try {
    refuseOverfullRoom(target, assetIds.length);
    images = await findImagesOfHotel(tx, target.hotelId, assetIds);
    if (images.length !== assetIds.length) throw new AppError('notFound', galleryTexts.unknownImage);
  } catch (error) {
    if (error instanceof AppError) return { error };
    throw error;
  }
  const items = withCoverFirst(assetIds.map((assetId) => ({ assetId, isCover: false })));
  await replaceGalleryLinks(tx, target, toLinkValues(items));
  return { view: presentGallery(storage, items, imagesById(images)) };
}

/** Whether the ids are exactly these images (ids are unique: the schema refuses one listed twice). */
const sameImages = (images: ReadonlyMap<string, GalleryImageView>, assetIds: readonly string[]) =>
  images.size === assetIds.length && assetIds.every((assetId) => images.has(assetId));

/** Whether the gallery shows these images in this order, the first as cover, numbered 0, 1, 2... */
const sameOrder = (gallery: GalleryView, assetIds: readonly string[]) =>
  gallery.images.every(
    (image, index) =>
      image.assetId === assetIds[index] && image.isCover === (index === 0) && image.displayOrder === index,
  );

/** The images in the given order (ids of `images` only), the first as cover. */
function reordered(images: ReadonlyMap<string, GalleryImageView>, assetIds: readonly string[]): GalleryView {
  const placed: GalleryImageView[] = [];
  for (const [index, assetId] of assetIds.entries()) {
    const image = images.get(assetId);
    if (image) placed.push(atPlace(image, index));
  }
  return { images: placed };
}

/** The image at a place of the gallery (written out rather than spread: a 300-image order makes 300). */
const atPlace = (image: GalleryImageView, index: number): GalleryImageView => ({
  assetId: image.assetId,
  name: image.name,
  category: image.category,
  isCover: index === 0,
  displayOrder: index,
  url: image.url,
  thumbUrl: image.thumbUrl,
  galleryUrl: image.galleryUrl,
  width: image.width,
  height: image.height,
});
