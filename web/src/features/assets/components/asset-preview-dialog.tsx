import { ChevronLeft, ChevronRight, ExternalLink } from 'lucide-react';
import { useEffect } from 'react';
import type { AssetView } from '@common/assets/schemas';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { useAssetTexts } from '@web/locales/assets';
import { AssetFileFacts } from './asset-file-facts';

interface AssetPreviewDialogProps {
  /** The asset to show; null keeps the dialog closed. */
  asset: AssetView | null;
  /** The assets before and after it in the library as filtered; none at either end. */
  previous?: AssetView;
  next?: AssetView;
  onShow(asset: AssetView): void;
  onClose(): void;
}

/**
 * A larger view of one asset with its details; the gallery rendition, with a link to the original. Previous and
 * Next (and the left and right arrow keys) move through the library as it is filtered.
 */
export function AssetPreviewDialog({ asset, previous, next, onShow, onClose }: AssetPreviewDialogProps) {
  const t = useAssetTexts();
  useEffect(() => {
    if (!asset) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const target = event.key === 'ArrowLeft' ? previous : event.key === 'ArrowRight' ? next : undefined;
      if (!target) return;
      event.preventDefault();
      onShow(target);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [asset, previous, next, onShow]);

  return (
    <Dialog
      open={asset !== null}
      onOpenChange={(open) => !open && onClose()}
      title={asset?.name ?? ''}
      // Important, since cn does not merge classes and the dialog's own max-w-lg would win.
      className="max-w-3xl!"
    >
      {asset ? (
        <div className="space-y-4">
          <div className="flex items-center justify-between gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={!previous}
              onClick={() => previous && onShow(previous)}
            >
              <ChevronLeft className="size-4" aria-hidden="true" />
              {t('view.previous')}
            </Button>
            <Button variant="outline" size="sm" disabled={!next} onClick={() => next && onShow(next)}>
              {t('view.next')}
              <ChevronRight className="size-4" aria-hidden="true" />
            </Button>
          </div>
          <img
            key={asset.id}
            src={asset.galleryUrl}
            alt={asset.name}
            decoding="async"
            className="max-h-[60vh] w-full rounded-lg bg-slate-100 object-contain"
          />
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="font-medium text-slate-700">{t('view.category')}</dt>
            <dd className="text-slate-900">{t(`categories.${asset.category}`)}</dd>
            <dt className="font-medium text-slate-700">{t('view.type')}</dt>
            <dd className="text-slate-900">{asset.type}</dd>
            <dt className="font-medium text-slate-700">{t('view.file')}</dt>
            <dd className="text-slate-900">
              <AssetFileFacts asset={asset} />
            </dd>
            <dt className="font-medium text-slate-700">{t('view.tags')}</dt>
            <dd className="flex flex-wrap gap-1.5">
              {asset.tags.length === 0 ? (
                <span className="text-slate-600">{t('view.noTags')}</span>
              ) : (
                asset.tags.map((tag) => (
                  <span
                    key={tag}
                    className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700"
                  >
                    {tag}
                  </span>
                ))
              )}
            </dd>
          </dl>
          <a
            href={asset.url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            {t('view.openOriginal')}
          </a>
        </div>
      ) : null}
    </Dialog>
  );
}
