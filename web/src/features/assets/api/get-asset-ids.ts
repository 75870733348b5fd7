import type { AssetIdsResponse } from '@common/assets/bulk-schemas';
import { apiRequest } from '@web/lib/api-client';
import { assetListSearchParams, type AssetFilters } from '../asset-filters';
import { assetsPath } from './asset-keys';

/**
 * 'Select all': the ids of every asset the filters match, not only the pages loaded so far. Asked once per
 * click and not cached: the selection is acted on at once.
 */
export const getAssetIds = (hotelId: string, filters: AssetFilters) =>
  apiRequest<AssetIdsResponse>(`${assetsPath(hotelId)}/ids?${assetListSearchParams(filters, null, 1)}`);
