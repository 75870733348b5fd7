import type { AssetCategory } from '@common/assets/categories';

/** What the library and the picker filter by; the server does the filtering (spec part 2, section 5). */
export interface AssetFilters {
  search: string;
  category: AssetCategory | 'all';
  /** An asset must carry every one of these. */
  tags: string[];
}

export const noAssetFilters: AssetFilters = { search: '', category: 'all', tags: [] };

/** The query string of GET /api/hotels/:hotelId/assets; empty filters are left out. */
export function assetListSearchParams(filters: AssetFilters, cursor: string | null, limit: number): string {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set('search', search);
  if (filters.category !== 'all') params.set('category', filters.category);
  if (filters.tags.length > 0) params.set('tags', filters.tags.join(','));
  if (cursor) params.set('cursor', cursor);
  params.set('limit', String(limit));
  return params.toString();
}
