import type { AssetFilters } from '../asset-filters';

/**
 * Query keys of one hotel's assets. Every list, the tag list and the picker share the prefix, so one
 * invalidation after an upload, edit or delete refreshes all of them.
 */
export const assetKeys = {
  all: (hotelId: string) => ['assets', hotelId] as const,
  list: (hotelId: string, filters: AssetFilters) => ['assets', hotelId, 'list', filters] as const,
  tags: (hotelId: string) => ['assets', hotelId, 'tags'] as const,
  /** One photo's caption and alt text in every served language (Edit Asset; issue 37). */
  photoTexts: (hotelId: string, assetId: string) => ['assets', hotelId, 'texts', assetId] as const,
};

export const assetsPath = (hotelId: string) => `/api/hotels/${encodeURIComponent(hotelId)}/assets`;
