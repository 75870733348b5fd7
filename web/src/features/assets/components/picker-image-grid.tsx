import type { AssetView } from '@common/assets/schemas';
import { cn } from '@web/components/ui/cn';
import { Spinner } from '@web/components/ui/spinner';
import { useLoadMore } from '../hooks/use-load-more';

interface PickerImageGridProps {
  assets: AssetView[];
  /** Images already chosen: dimmed and not pickable. */
  chosenIds: ReadonlySet<string>;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore(): void;
  onPick(asset: AssetView): void;
}

/** The picker's three-column grid; it loads further pages as its end scrolls into view. */
export function PickerImageGrid({
  assets,
  chosenIds,
  hasMore,
  loadingMore,
  onLoadMore,
  onPick,
}: PickerImageGridProps) {
  const sentinel = useLoadMore<HTMLDivElement>(onLoadMore, hasMore && !loadingMore);
  return (
    <div>
      {assets.length === 0 ? (
        <p className="py-10 text-center text-sm text-slate-600">No images found</p>
      ) : (
        <ul className="grid grid-cols-3 gap-2">
          {assets.map((asset) => {
            const chosen = chosenIds.has(asset.id);
            return (
              <li key={asset.id}>
                <button
                  type="button"
                  title={chosen ? 'Already selected' : asset.name}
                  aria-disabled={chosen ? true : undefined}
                  onClick={chosen ? undefined : () => onPick(asset)}
                  className={cn(
                    'block w-full overflow-hidden rounded-md border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600',
                    chosen ? 'cursor-not-allowed opacity-40' : 'hover:ring-2 hover:ring-brand-600',
                  )}
                >
                  <img
                    src={asset.thumbUrl}
                    alt={asset.name}
                    loading="lazy"
                    decoding="async"
                    width={400}
                    height={400}
                    className="aspect-square w-full bg-slate-100 object-cover"
                  />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div ref={sentinel} className="flex min-h-8 items-center justify-center text-sm text-slate-600">
        {loadingMore ? <Spinner label="Loading more..." /> : null}
      </div>
    </div>
  );
}
