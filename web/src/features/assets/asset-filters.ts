import { findAssetCategory, type AssetCategory } from '@common/assets/categories';
import { tagInLowerCase } from '@common/assets/schemas';

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

/**
 * The library's filters as kept in the page's address (/all-content?search=pool&category=Dining&tag=sea+view),
 * so a reload or a shared link shows the same view. Anything unknown is read as no filter; tags are lower case,
 * as stored, each once.
 */
export function filtersFromAddress(params: URLSearchParams): AssetFilters {
  const tags = params
    .getAll('tag')
    .map((tag) => tagInLowerCase(tag.trim()))
    .filter(Boolean);
  return {
    search: params.get('search')?.trim() ?? '',
    category: findAssetCategory(params.get('category') ?? '') ?? 'all',
    tags: [...new Set(tags)],
  };
}

/** The page's address parameters with these filters in place of the previous ones; empty filters are left out. */
export function addressWithFilters(params: URLSearchParams, filters: AssetFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['search', 'category', 'tag']) next.delete(key);
  const search = filters.search.trim();
  if (search) next.set('search', search);
  if (filters.category !== 'all') next.set('category', filters.category);
  for (const tag of filters.tags) next.append('tag', tag);
  return next;
}
