import type { ReactNode } from 'react';
import type { AssetView } from '@common/assets/schemas';
import { Spinner } from '@web/components/ui/spinner';
import { useAssetTexts } from '@web/locales/assets';
import { useLoadMore } from '../hooks/use-load-more';
import { AssetCard } from './asset-card';

interface AssetGridProps {
  assets: AssetView[];
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore(): void;
  selectionActive: boolean;
  selectedIds: ReadonlySet<string>;
  onOpen(asset: AssetView): void;
  onToggle(asset: AssetView): void;
  onEdit(asset: AssetView): void;
  onDelete(asset: AssetView): void;
  /** Shown instead of the grid when there is nothing to show. */
  empty: ReactNode;
}

/** The library grid, 2 to 4 columns; the next page loads as the end of the grid scrolls into view. */
export function AssetGrid({
  assets,
  total,
  hasMore,
  loadingMore,
  onLoadMore,
  selectedIds,
  empty,
  ...card
}: AssetGridProps) {
  const t = useAssetTexts();
  const sentinel = useLoadMore<HTMLDivElement>(onLoadMore, hasMore && !loadingMore);
  return (
    <div className="space-y-4">
      {assets.length === 0 ? (
        empty
      ) : (
        // Two columns on a phone, where one showed a single photo per screen, up to four on a wide screen.
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4">
          {assets.map((asset) => (
            <AssetCard key={asset.id} asset={asset} selected={selectedIds.has(asset.id)} {...card} />
          ))}
        </div>
      )}
      {/* Always rendered, so the observer keeps watching while filters swap the grid's content. */}
      <div ref={sentinel} className="flex min-h-10 items-center justify-center text-sm text-slate-600">
        {loadingMore ? <Spinner label={t('library.loadingMore')} /> : null}
      </div>
      {assets.length > 0 ? (
        <p className="text-center text-xs text-slate-500">
          {t('library.shownOfTotal', { shown: assets.length, total })}
        </p>
      ) : null}
    </div>
  );
}
