import { Check } from 'lucide-react';
import type { AssetView } from '@common/assets/schemas';
import { cn } from '@web/components/ui/cn';
import { Spinner } from '@web/components/ui/spinner';
import { useAssetTexts } from '@web/locales/assets';
import { useLoadMore } from '../hooks/use-load-more';

interface PickerImageGridProps {
  assets: AssetView[];
  /** Images already chosen: dimmed and not pickable. */
  chosenIds: ReadonlySet<string>;
  /** Images ticked in this opening of the picker. */
  pickedIds: ReadonlySet<string>;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore(): void;
  onToggle(asset: AssetView): void;
}

/**
 * The picker's three-column grid; each image is a toggle button, ticked images show a
 * check. It loads further pages as its end scrolls into view.
 */
export function PickerImageGrid({
  assets,
  chosenIds,
  pickedIds,
  hasMore,
  loadingMore,
  onLoadMore,
  onToggle,
}: PickerImageGridProps) {
  const t = useAssetTexts();
  const sentinel = useLoadMore<HTMLDivElement>(onLoadMore, hasMore && !loadingMore);
  return (
    <div>
      {assets.length === 0 ? (
        <p className="py-10 text-center text-sm text-slate-600">{t('picker.noImages')}</p>
      ) : (
        <ul className="grid grid-cols-3 gap-2">
          {assets.map((asset) => {
            const chosen = chosenIds.has(asset.id);
            const picked = pickedIds.has(asset.id);
            return (
              <li key={asset.id} className="relative">
                <button
                  type="button"
                  title={chosen ? t('picker.alreadySelected') : asset.name}
                  aria-disabled={chosen ? true : undefined}
                  aria-pressed={chosen ? undefined : picked}
                  onClick={chosen ? undefined : () => onToggle(asset)}
                  className={cn(
                    'block w-full overflow-hidden rounded-md border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600',
                    chosen ? 'cursor-not-allowed opacity-40' : 'hover:ring-2 hover:ring-brand-600',
                    picked && 'ring-3 ring-brand-600',
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
                {picked ? (
                  <span
                    className="pointer-events-none absolute top-2 right-2 rounded-full bg-brand-600 p-1 text-white"
                    aria-hidden="true"
                  >
                    <Check className="size-4" />
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <div ref={sentinel} className="flex min-h-8 items-center justify-center text-sm text-slate-600">
        {loadingMore ? <Spinner label={t('picker.loadingMore')} /> : null}
      </div>
    </div>
  );
}
