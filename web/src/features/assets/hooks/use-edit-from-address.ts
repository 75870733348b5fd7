import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { AssetView } from '@common/assets/schemas';
import { withoutParam } from '@web/lib/search-params';

interface LoadedAssets {
  assets: AssetView[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): unknown;
}

/**
 * Opens Edit Asset for the asset the address names (/all-content?edit=<assetId>): where the channel readiness's
 * 'Fix' sends a photo (issue 32). The library reads a page at a time, so further pages are read until the asset
 * is found or the library ends; the parameter is then taken out of the address, so closing the dialog (or a
 * reload) does not open it again.
 */
export function useEditFromAddress(loaded: LoadedAssets, onEdit: (asset: AssetView) => void) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('edit');
  const found = wanted ? loaded.assets.find((asset) => asset.id === wanted) : undefined;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = loaded;
  const searching = wanted !== null && !found;

  useEffect(() => {
    if (searching && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [searching, hasNextPage, isFetchingNextPage, fetchNextPage]);

  useEffect(() => {
    if (!found) return;
    onEdit(found);
    setParams(withoutParam('edit'), { replace: true });
  }, [found, onEdit, setParams]);
}
