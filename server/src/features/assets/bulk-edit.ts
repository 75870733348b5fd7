import { bulkTexts, type AssetBulkUpdateResponse, type AssetIdsResponse } from '@common/assets/bulk-schemas';
import { assetTexts } from '@common/assets/schemas';
import type { AssetCategory } from '@common/assets/categories';
import { limits } from '@common/limits';
import type { AppContext } from '../../http/context';
import { AppError } from '../../lib/app-error';
import { requireMemberHotel } from '../hotels/service';
import {
  addTagsToAssets,
  countTagsOfAssets,
  lockLibraryAssets,
  setCategoryOfAssets,
} from './bulk-edit-repository';
import { countAssets, findMatchingAssetIds, storedTags, type AssetFilters } from './repository';

type Db = AppContext['db'];

export interface AssetBulkChange {
  assetIds: readonly string[];
  category?: AssetCategory;
  addTags: readonly string[];
}

/**
 * The library's bulk edit: one category for every selected image and/or tags added to the tags each has. One
 * transaction, all or nothing: every id must be one of the hotel's images in the library (404 otherwise, as for
 * one asset), and no image may end up with more than 30 tags (400, naming the first that would).
 */
export async function updateAssets(
  { db }: { db: Db },
  userId: string,
  hotelId: string,
  change: AssetBulkChange,
): Promise<AssetBulkUpdateResponse> {
  await requireMemberHotel(db, userId, hotelId);
  const tags = storedTags(change.addTags);
  await db.transaction(async (tx) => {
    const found = await lockLibraryAssets(tx, hotelId, change.assetIds);
    if (found.length !== change.assetIds.length) throw new AppError('notFound', assetTexts.notFound);
    if (change.category) await setCategoryOfAssets(tx, change.assetIds, change.category);
    if (tags.length === 0) return;
    await addTagsToAssets(tx, change.assetIds, tags);
    const overfull = (await countTagsOfAssets(tx, change.assetIds)).find(
      (row) => row.tags > limits.assetTagsMax,
    );
    const name = found.find((asset) => asset.id === overfull?.assetId)?.name;
    if (name !== undefined) throw new AppError('validation', bulkTexts.tooManyTags(name));
  });
  return { updated: change.assetIds.length };
}

/**
 * 'Select all': the ids of every image the library's filters match, newest first, at most as many as one bulk
 * action takes; `total` says how many match, so the library can say when not all of them could be selected.
 */
export async function listAssetIds(
  { db }: { db: Db },
  userId: string,
  hotelId: string,
  filters: AssetFilters,
): Promise<AssetIdsResponse> {
  await requireMemberHotel(db, userId, hotelId);
  const stored = { ...filters, tags: storedTags(filters.tags) };
  const matching = await findMatchingAssetIds(db, hotelId, stored, limits.assetBulkMax);
  const ids = matching.slice(0, limits.assetBulkMax);
  const total = matching.length > limits.assetBulkMax ? await countAssets(db, hotelId, stored) : ids.length;
  return { ids, total };
}
