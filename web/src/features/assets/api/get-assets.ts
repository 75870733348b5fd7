import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AssetListResponse } from '@common/assets/schemas';
import { apiRequest } from '@web/lib/api-client';
import { assetListSearchParams, type AssetFilters } from '../asset-filters';
import { assetKeys, assetsPath } from './asset-keys';

/** Page size of the grids; the server caps it at 200. */
export const assetPageSize = 60;

export const getAssetPage = (
  hotelId: string,
  filters: AssetFilters,
  cursor: string | null,
  signal?: AbortSignal,
) =>
  apiRequest<AssetListResponse>(
    `${assetsPath(hotelId)}?${assetListSearchParams(filters, cursor, assetPageSize)}`,
    {
      signal,
    },
  );

/**
 * One hotel's assets, newest first, a page at a time. The filters are part of the key; the previous result
 * stays on screen while a new filter loads, so the toolbar and grid do not flicker while typing.
 */
export function useAssets(hotelId: string, filters: AssetFilters) {
  const query = useInfiniteQuery({
    queryKey: assetKeys.list(hotelId, filters),
    queryFn: ({ pageParam, signal }) => getAssetPage(hotelId, filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    placeholderData: keepPreviousData,
  });
  const assets = query.data?.pages.flatMap((page) => page.assets) ?? [];
  const total = query.data?.pages.at(-1)?.total ?? 0;
  return { ...query, assets, total };
}
