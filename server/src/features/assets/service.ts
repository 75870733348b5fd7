import { assetTexts, type AssetListResponse, type AssetView } from '@common/assets/schemas';
import { limits } from '@common/limits';
import type { AppContext } from '../../http/context';
import { AppError } from '../../lib/app-error';
import { isUuid, requireMemberHotel } from '../hotels/service';
import { presentAsset } from './asset-view';
import type { LibraryCache } from './library-cache';
import { decodeCursor, encodeCursor } from './page-cursor';
import {
  countAssets,
  findAssetOfHotel,
  findAssetPage,
  findImageCandidates,
  findTagsOfHotel,
  storedTags,
  updateAssetWithTags,
  type AssetFilters,
  type PageCursor,
} from './repository';

type Deps = Pick<AppContext, 'db' | 'storage' | 'log'>;
type ReadDeps = Pick<AppContext, 'db' | 'storage'> & { libraryCache: LibraryCache };

export interface ListAssetsInput extends AssetFilters {
  cursor?: string;
  limit: number;
}

/**
 * One page of the hotel's library, newest first, filtered on the server. Answers are remembered per assets
 * version of the hotel (library-cache.ts), so repeated reads of an unchanged library cost one lookup.
 */
export async function listAssets(
  { db, storage, libraryCache }: ReadDeps,
  userId: string,
  hotelId: string,
  input: ListAssetsInput,
): Promise<AssetListResponse> {
  const hotel = await requireMemberHotel(db, userId, hotelId);
  const filters = {
    search: input.search || undefined,
    category: input.category,
    tags: storedTags(input.tags).sort(),
  };
  const cursor = decodeCursor(input.cursor);
  const key = [hotelId, hotel.assetsVersion, 'page', filters, input.cursor ?? null, input.limit];
  return libraryCache.remember(key, () =>
    readAssetPage({ db, storage }, hotelId, filters, cursor, input.limit),
  );
}

async function readAssetPage(
  { db, storage }: Pick<ReadDeps, 'db' | 'storage'>,
  hotelId: string,
  filters: AssetFilters,
  cursor: PageCursor | null,
  limit: number,
): Promise<AssetListResponse> {
  // No name or tag is longer than this, so a longer search cannot match: answered without asking.
  if (filters.search && filters.search.length > limits.assetNameMaxLength) {
    return { assets: [], nextCursor: null, total: 0 };
  }
  const rows = await findAssetPage(db, hotelId, filters, cursor, limit);
  const page = rows.slice(0, limit);
  // A first page that holds every match is its own count: a search that finds a few asks nothing more. (On
  // PostgreSQL a full page now waits for its count after the page, one round trip; the embedded database runs
  // one statement at a time anyway.)
  const total = !cursor && rows.length <= limit ? rows.length : await countAssets(db, hotelId, filters);
  const last = page.at(-1);
  return {
    assets: page.map((row) => presentAsset(storage, row, row.tags)),
    nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : null,
    total,
  };
}

/** The sorted unique tags of the hotel's assets, remembered like the pages. */
export async function listAssetTags(
  { db, libraryCache }: Pick<ReadDeps, 'db' | 'libraryCache'>,
  userId: string,
  hotelId: string,
) {
  const hotel = await requireMemberHotel(db, userId, hotelId);
  return libraryCache.remember([hotelId, hotel.assetsVersion, 'tags'], async () => ({
    tags: await findTagsOfHotel(db, hotelId),
  }));
}

/** The hotel's asset, after checking the user owns the hotel; anything else answers 404. */
export async function requireAsset(db: Deps['db'], userId: string, hotelId: string, assetId: string) {
  return (await requireHotelAsset(db, userId, hotelId, assetId)).asset;
}

/** requireAsset with the hotel it belongs to (its primary language, for the AI analysis). */
export async function requireHotelAsset(db: Deps['db'], userId: string, hotelId: string, assetId: string) {
  const hotel = await requireMemberHotel(db, userId, hotelId);
  const asset = isUuid(assetId) ? await findAssetOfHotel(db, hotelId, assetId) : undefined;
  if (!asset) throw new AppError('notFound', assetTexts.notFound);
  return { hotel, asset };
}

/**
 * Edit Asset: name, any of the six categories, the tags replaced as a whole, and the caption and alt text in the
 * primary language when sent (their change marks the other languages' stale, a trigger of migration 0038).
 */
export async function updateAsset(
  { db, storage }: Deps,
  userId: string,
  hotelId: string,
  assetId: string,
  input: { name: string; category: string; tags: string[]; caption?: string; altText?: string },
): Promise<AssetView> {
  await requireAsset(db, userId, hotelId, assetId);
  const { name, category, caption, altText } = input;
  const asset = await updateAssetWithTags(
    db,
    assetId,
    {
      name,
      category,
      ...(caption === undefined ? {} : { caption }),
      ...(altText === undefined ? {} : { altText }),
    },
    input.tags,
  );
  // Deleted for good since the check above (emptying the trash).
  if (!asset) throw new AppError('notFound', assetTexts.notFound);
  return presentAsset(storage, asset, storedTags(input.tags).sort());
}

/** The hotel's images with category and tags, for choosing template images (the caller has checked ownership). */
export async function imageCandidatesOfHotel(db: AppContext['db'], hotelId: string) {
  return findImageCandidates(db, hotelId);
}
