import type { GalleryItem } from '@common/galleries/cover-rules';
import type { GalleryView } from '@common/galleries/schemas';
import { limits } from '@common/limits';
import type { Db } from '../../db/client';
import { shareHotelImageLinks } from '../../db/image-links-lock';
import type { AppContext } from '../../http/context';
import { AppError } from '../../lib/app-error';
import { isForeignKeyViolation } from '../../lib/database-errors';
import type { BatchedTurns } from '../../lib/batched-turns';
import type { RememberedAnswers } from '../../lib/remembered-answers';
import { hotelTexts } from '@common/hotels/schemas';
import { isUuid, requireMemberHotel } from '../hotels/service';
import { roomTexts } from '@common/rooms/texts';
import {
  findHotelVersions,
  lockGallery,
  type GalleryLinkValues,
  type GalleryTarget,
  type HotelVersions,
} from './repository';
import { galleryTexts } from '@common/galleries/texts';
import { namesOfView, recordGalleryChange, type GalleryNames } from './gallery-activity';

/**
 * What gallery changes need: the database and storage, the remembered gallery answers, and the order saves
 * waiting for their turn (save-order.ts).
 */
export type GalleryDeps = Pick<AppContext, 'db' | 'storage' | 'log'> & {
  answers: RememberedAnswers;
  orderSaves: BatchedTurns<readonly string[], SavedOrder>;
};

/** An order save's answer: the gallery after it, and as it was just before it (for the activity log). */
export interface SavedOrder {
  view: GalleryView;
  before: GalleryNames;
}

/**
 * The key a gallery's answer is remembered by: the hotel's versions, which the database raises with every change
 * of the hotel's rooms and links (content) or assets (migrations 0004-0006).
 */
export const galleryKey = (target: GalleryTarget, versions: HotelVersions) => [
  target.hotelId,
  versions.contentVersion,
  versions.assetsVersion,
  'gallery',
  target.kind === 'room' ? target.roomId : null,
];

export const toLinkValues = (items: readonly GalleryItem[]): GalleryLinkValues[] =>
  items.map((item, index) => ({
    assetId: item.assetId,
    isCover: item.isCover,
    displayOrder: item.displayOrder ?? index,
  }));

export function refuseOverfullRoom(target: GalleryTarget, count: number) {
  if (target.kind === 'room' && count > limits.roomGalleryMaxImages) {
    throw new AppError('validation', galleryTexts.roomGalleryFull);
  }
}

/** The hotel of a change, checked to be the user's; 404 for a room id that cannot be one. */
export async function ownedTarget(db: Db, userId: string, target: GalleryTarget) {
  const hotel = await requireMemberHotel(db, userId, target.hotelId);
  if (target.kind === 'room' && !isUuid(target.roomId)) throw new AppError('notFound', roomTexts.notFound);
  return hotel;
}

/**
 * Runs `work` in a transaction that holds the gallery's lock; 404 when the room is not the hotel's. The hotel's
 * image links are shared first, so a photo moved to the trash meanwhile is either trashed before the change
 * reads it or waits for the change and takes its links out (db/image-links-lock.ts).
 */
export async function inGalleryLock<T>(db: Db, target: GalleryTarget, work: (tx: Db) => Promise<T>) {
  try {
    return await db.transaction(async (tx) => {
      await shareHotelImageLinks(tx, target.hotelId);
      if (!(await lockGallery(tx, target))) throw new AppError('notFound', roomTexts.notFound);
      return work(tx);
    });
  } catch (error) {
    // An image deleted from the library while the change was being written.
    if (isForeignKeyViolation(error))
      throw new AppError('notFound', galleryTexts.unknownImage, { cause: error });
    throw error;
  }
}

/** What a change of a gallery starts from, inside the gallery's lock. */
export interface ChangeStart {
  tx: Db;
  /** The hotel's versions as the change starts. */
  before: HotelVersions;
  /** The gallery as last answered, when remembered for those versions. */
  shown: GalleryView | undefined;
}

/**
 * What a change leaves: the gallery after it (none when nothing could be changed), with the hotel's versions
 * after it when the change read them already.
 */
export interface ChangeResult {
  view?: GalleryView;
  after?: HotelVersions;
}

/**
 * A change of one gallery by a user: the hotel must be theirs (404 otherwise). A change that says how the
 * gallery was before it is logged with the user as its actor when it moved the order or the cover.
 */
export async function changeGallery(
  deps: GalleryDeps,
  userId: string,
  target: GalleryTarget,
  change: (start: ChangeStart) => Promise<{ view: GalleryView; before?: GalleryNames }>,
): Promise<GalleryView> {
  await ownedTarget(deps.db, userId, target);
  const { view, before } = await changeLockedGallery(deps, target, change);
  if (before) await recordGalleryChange(deps, userId, target, before, namesOfView(view));
  return view;
}

/**
 * Runs a change of one gallery in a transaction that holds the gallery's lock, so that concurrent changes take
 * turns and each one starts from the gallery as the previous one left it. Changes that read links or images
 * lock those images against deletion (repository.ts), so an image deleted meanwhile makes the change fail as an
 * unknown image, with nothing changed.
 *
 * The gallery after the change is remembered for the hotel's versions after it, once committed, so that the
 * next read and the next order saved start from it: when the change raised the content version (the hotel's row
 * is then held until the commit, so no other change can come between) and no asset of the hotel changed while
 * it ran (the answer shows the images' names as they were read).
 */
export async function changeLockedGallery<R extends ChangeResult>(
  deps: GalleryDeps,
  target: GalleryTarget,
  change: (start: ChangeStart) => Promise<R>,
): Promise<R> {
  const { result, before, after } = await inGalleryLock(deps.db, target, async (tx) => {
    const before = await findHotelVersions(tx, target.hotelId);
    if (!before) throw new AppError('notFound', hotelTexts.hotelNotFound); // deleted meanwhile
    const shown = deps.answers.computed<GalleryView>(galleryKey(target, before));
    const result = await change({ tx, before, shown });
    return { result, before, after: result.after ?? (await findHotelVersions(tx, target.hotelId)) };
  });
  const { view } = result;
  if (
    view &&
    after &&
    after.contentVersion > before.contentVersion &&
    after.assetsVersion === before.assetsVersion
  ) {
    void deps.answers.remember(galleryKey(target, after), () => Promise.resolve(view));
  }
  return result;
}
