import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { addressWithFilters, filtersFromAddress, type AssetFilters } from '../asset-filters';

/**
 * The library's filters, kept in the page's address so a reload or a shared link shows the same view. Changes
 * replace the address instead of adding a history entry per filter (Back leaves the library, as before).
 */
export function useLibraryFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromAddress(params), [params]);
  const changeFilters = useCallback(
    (change: Partial<AssetFilters>) =>
      setParams((current) => addressWithFilters(current, { ...filtersFromAddress(current), ...change }), {
        replace: true,
      }),
    [setParams],
  );
  return { filters, changeFilters };
}
