import { assetTexts, type AssetListResponse, type AssetView } from '@common/assets/schemas';
import type { AppContext } from '../../http/context';
import { AppError } from '../../lib/app-error';
import { recordActivity } from '../activities/service';
import { isUuid, requireOwnedHotel } from '../hotels/service';
import { presentAsset } from './asset-view';
import { decodeCursor, encodeCursor } from './page-cursor';
import {
  countAssets,
  deleteAssetRow,
  findAssetOfHotel,
  findAssetPage,
  findTagsOfAssets,
  findTagsOfHotel,
  updateAssetWithTags,
  type AssetFilters,
} from './repository';

type Deps = Pick<AppContext, 'db' | 'storage' | 'log'>;

export interface ListAssetsInput extends AssetFilters {
  cursor?: string;
  limit: number;
}

/** One page of the hotel's library, newest first, filtered on the server. */
export async function listAssets(
  { db, storage }: Deps,
  userId: string,
  hotelId: string,
  input: ListAssetsInput,
): Promise<AssetListResponse> {
  await requireOwnedHotel(db, userId, hotelId);
  const filters = { search: input.search || undefined, category: input.category, tags: input.tags };
  const [rows, total] = await Promise.all([
    findAssetPage(db, hotelId, filters, decodeCursor(input.cursor), input.limit),
    countAssets(db, hotelId, filters),
  ]);
  const page = rows.slice(0, input.limit);
  const tags = await findTagsOfAssets(
    db,
    page.map((row) => row.id),
  );
  const last = page.at(-1);
  return {
    assets: page.map((row) => presentAsset(storage, row, tags.get(row.id) ?? [])),
    nextCursor:
      rows.length > input.limit && last ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : null,
    total,
  };
}

export async function listAssetTags({ db }: Pick<Deps, 'db'>, userId: string, hotelId: string) {
  await requireOwnedHotel(db, userId, hotelId);
  return findTagsOfHotel(db, hotelId);
}

async function requireAsset(db: Deps['db'], userId: string, hotelId: string, assetId: string) {
  await requireOwnedHotel(db, userId, hotelId);
  const asset = isUuid(assetId) ? await findAssetOfHotel(db, hotelId, assetId) : undefined;
  if (!asset) throw new AppError('notFound', assetTexts.notFound);
  return asset;
}

/** Edit Asset: name, any of the six categories, and the tags replaced as a whole. */
export async function updateAsset(
  { db, storage }: Deps,
  userId: string,
  hotelId: string,
  assetId: string,
  input: { name: string; category: string; tags: string[] },
): Promise<AssetView> {
  await requireAsset(db, userId, hotelId, assetId);
  const asset = await db.transaction((tx) =>
    updateAssetWithTags(tx, assetId, { name: input.name, category: input.category }, input.tags),
  );
  return presentAsset(storage, asset, [...input.tags].sort());
}

/**
 * Deletes an asset: its row, tags and gallery links (cascade), then its file and renditions, and logs
 * asset_delete. The row goes first so the library never shows an image whose file is gone.
 */
export async function deleteAsset(deps: Deps, userId: string, hotelId: string, assetId: string) {
  const asset = await requireAsset(deps.db, userId, hotelId, assetId);
  await deleteAssetRow(deps.db, asset.id);
  await deps.storage
    .deleteMany([asset.storageKey, asset.thumbKey, asset.galleryKey])
    .catch((error: unknown) => deps.log.error({ err: error, assetId }, 'removing asset files failed'));
  await recordActivity(deps, {
    hotelId,
    kind: 'asset_delete',
    title: `Deleted ${asset.category}: ${asset.name}`,
    entityId: asset.id,
  });
}
