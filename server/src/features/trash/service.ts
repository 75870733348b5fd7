import { assetTexts } from '@common/assets/schemas';
import { templateTexts } from '@common/templates/texts';
import { roomTexts } from '@common/rooms/texts';
import { daysLeftInTrash, purgeDate } from '@common/trash/retention';
import {
  trashTexts,
  type TrashItemView,
  type TrashKind,
  type TrashListResponse,
} from '@common/trash/schemas';
import type { AssetUsage } from '@common/trash/usage';
import { activityTexts, assetActivityTitle } from '@common/activities/texts';
import { rooms, templates } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { AppError } from '../../lib/app-error';
import { recordActivity } from '../activities/service';
import { releaseStoredFiles, removePendingFiles } from '../files/pending-files';
import { isUuid, requireMemberHotel } from '../hotels/service';
import {
  countAssetsOfHotel,
  countLiveAssetsOfHotel,
  deleteAssetRowsForGood,
  deleteTrashedRow,
  findAssetUsage,
  findTrashedAssets,
  findTrashedRows,
  lockTrashedAsset,
  restoreRow,
  trashAssetRows,
  trashRow,
} from './repository';
import { restoreAssetInTransaction } from './restore-asset';

type Deps = Pick<AppContext, 'db' | 'storage' | 'log'>;
type Db = AppContext['db'];

const assetNotFound = () => new AppError('notFound', assetTexts.notFound);
const notInTrash = () => new AppError('notFound', trashTexts.notInTrash);

/** The table, activity titles and not-found answer of the kinds whose trash is a mark on their own row. */
const rowKinds = {
  rooms: {
    table: rooms,
    restoredTitle: activityTexts.roomRestored,
    deletedPermanentlyTitle: activityTexts.roomDeletedPermanently,
    notFound: () => new AppError('notFound', roomTexts.notFound),
  },
  templates: {
    table: templates,
    restoredTitle: activityTexts.templateRestored,
    deletedPermanentlyTitle: activityTexts.templateDeletedPermanently,
    notFound: () => new AppError('notFound', templateTexts.templateNotFound),
  },
} as const;

/**
 * Where the photos are shown, combined, for the delete dialog ('Used in 1 published template and the hotel
 * gallery'). Every id must be one of the hotel's photos in the library; anything else answers 404.
 */
export async function assetUsage(
  db: Db,
  userId: string,
  hotelId: string,
  assetIds: readonly string[],
): Promise<AssetUsage> {
  await requireMemberHotel(db, userId, hotelId);
  if ((await countLiveAssetsOfHotel(db, hotelId, assetIds)) !== assetIds.length) throw assetNotFound();
  return findAssetUsage(db, hotelId, assetIds);
}

/**
 * Moves photos to the trash in one transaction (the library's delete and bulk delete): they leave the library,
 * pickers, galleries and templates, and come back where they were when restored within 30 days. Every id must be
 * one of the hotel's photos (404 otherwise); one already in the trash (a second click, a concurrent delete) is
 * left as it is.
 * @returns how many photos this call moved
 */
export async function trashAssets(
  deps: Deps,
  userId: string,
  hotelId: string,
  assetIds: readonly string[],
  now = new Date(),
): Promise<number> {
  await requireMemberHotel(deps.db, userId, hotelId);
  if ((await countAssetsOfHotel(deps.db, hotelId, assetIds)) !== assetIds.length) throw assetNotFound();
  const moved = await deps.db.transaction((tx) => trashAssetRows(tx, hotelId, assetIds, now));
  for (const asset of moved) {
    await recordActivity(deps, {
      hotelId,
      kind: 'asset_delete',
      title: assetActivityTitle(activityTexts.assetDeleted, asset.category, asset.name),
      entityId: asset.id,
      actorUserId: userId,
    });
  }
  return moved.length;
}

/** One photo to the trash (DELETE of the asset): 404 when it is not in the library (any more). */
export async function trashAsset(deps: Deps, userId: string, hotelId: string, assetId: string) {
  if (!isUuid(assetId)) {
    await requireMemberHotel(deps.db, userId, hotelId);
    throw assetNotFound();
  }
  if ((await trashAssets(deps, userId, hotelId, [assetId])) === 0) throw assetNotFound();
}

/** A room or template to the trash: 404 when it is not one of the hotel's live ones. */
export async function trashRoomOrTemplate(
  db: Db,
  userId: string,
  hotelId: string,
  kind: keyof typeof rowKinds,
  id: string,
  now = new Date(),
) {
  await requireMemberHotel(db, userId, hotelId);
  const { table, notFound } = rowKinds[kind];
  if (!isUuid(id) || !(await trashRow(db, table, hotelId, id, now))) throw notFound();
}

/** The hotel's trash of one kind, newest deletion first, with the days each item has left. */
export async function listTrash(
  { db, storage }: Pick<Deps, 'db' | 'storage'>,
  userId: string,
  hotelId: string,
  kind: TrashKind,
  now = new Date(),
): Promise<TrashListResponse> {
  await requireMemberHotel(db, userId, hotelId);
  const rows =
    kind === 'assets'
      ? (await findTrashedAssets(db, hotelId)).map((row) => ({
          ...row,
          thumbUrl: storage.publicUrl(row.thumbKey),
        }))
      : (await findTrashedRows(db, rowKinds[kind].table, hotelId)).map((row) => ({ ...row, thumbUrl: null }));
  return {
    items: rows.map((row): TrashItemView => {
      const deletedAt = row.deletedAt ?? now;
      return {
        id: row.id,
        name: row.name,
        thumbUrl: row.thumbUrl,
        deletedAt: deletedAt.toISOString(),
        purgeAt: purgeDate(deletedAt).toISOString(),
        daysLeft: daysLeftInTrash(deletedAt, now),
      };
    }),
  };
}

/**
 * Takes an item out of the trash and logs it. A photo goes back into the galleries and templates it was in, at
 * its place (those removed for good meanwhile are skipped); one whose room or template has reached its image
 * limit since is refused with the reason (409) and stays in the trash. A second restore of the same item (the
 * same millisecond included) waits for the first and then answers 404: it is no longer in the trash.
 */
export async function restoreFromTrash(
  deps: Pick<Deps, 'db' | 'log'>,
  userId: string,
  hotelId: string,
  kind: TrashKind,
  id: string,
) {
  const { db } = deps;
  await requireMemberHotel(db, userId, hotelId);
  if (!isUuid(id)) throw notInTrash();
  if (kind !== 'assets') {
    const row = await restoreRow(db, rowKinds[kind].table, hotelId, id);
    if (!row) throw notInTrash();
    await recordActivity(deps, {
      hotelId,
      kind: 'trash_restore',
      title: rowKinds[kind].restoredTitle(row.name),
      entityId: row.id,
      actorUserId: userId,
    });
    return;
  }
  const asset = await db.transaction((tx) => restoreAssetInTransaction(tx, hotelId, id, 'refuse'));
  if (!asset) throw notInTrash();
  await recordActivity(deps, {
    hotelId,
    kind: 'trash_restore',
    title: assetActivityTitle(activityTexts.assetRestored, asset.category, asset.name),
    entityId: asset.id,
    actorUserId: userId,
  });
}

/**
 * 'Delete permanently': removes a trashed item for good; a photo's files go too (recorded as pending in the
 * same transaction, so they go even when the process dies before removing them). Only what is in the trash can
 * be removed this way.
 */
export async function deleteFromTrash(
  deps: Deps,
  userId: string,
  hotelId: string,
  kind: TrashKind,
  id: string,
) {
  await requireMemberHotel(deps.db, userId, hotelId);
  if (!isUuid(id)) throw notInTrash();
  if (kind !== 'assets') {
    const row = await deleteTrashedRow(deps.db, rowKinds[kind].table, hotelId, id);
    if (!row) throw notInTrash();
    await recordActivity(deps, {
      hotelId,
      kind: 'trash_delete',
      title: rowKinds[kind].deletedPermanentlyTitle(row.name),
      entityId: row.id,
      actorUserId: userId,
    });
    return;
  }
  const asset = await deps.db.transaction(async (tx) => {
    const locked = await lockTrashedAsset(tx, hotelId, id);
    if (!locked) throw notInTrash();
    await deleteAssetRowsForGood(tx, [locked.id]);
    await releaseStoredFiles(tx, [locked.storageKey, locked.thumbKey, locked.galleryKey]);
    return locked;
  });
  await removePendingFiles(deps, [asset.storageKey, asset.thumbKey, asset.galleryKey]);
  await recordActivity(deps, {
    hotelId,
    kind: 'trash_delete',
    title: assetActivityTitle(activityTexts.assetDeletedPermanently, asset.category, asset.name),
    entityId: asset.id,
    actorUserId: userId,
  });
}
