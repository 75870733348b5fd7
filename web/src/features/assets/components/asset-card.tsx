import { Check, Pencil, Trash2 } from 'lucide-react';
import { memo } from 'react';
import type { AssetView } from '@common/assets/schemas';
import { cn } from '@web/components/ui/cn';
import { revealedOnHover } from '@web/components/ui/revealed-on-hover';
import { renditionSrcSet } from '@common/assets/srcset';
import { cardImageSizes } from '@web/lib/image-srcset';
import { RoleLocked } from '@web/features/teams/role-lock';
import { useAssetTexts } from '@web/locales/assets';

interface AssetCardProps {
  asset: AssetView;
  selectionActive: boolean;
  selected: boolean;
  onOpen(asset: AssetView): void;
  onToggle(asset: AssetView): void;
  onEdit(asset: AssetView): void;
  onDelete(asset: AssetView): void;
}

const iconButton =
  'rounded-md bg-white/95 p-1.5 text-slate-700 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * One asset in the library grid, named after the asset. The whole card is one button: it opens the preview,
 * or in selection mode toggles the selection (aria-pressed). Memoised, since grids hold thousands of cards.
 */
export const AssetCard = memo(function AssetCard(props: AssetCardProps) {
  const t = useAssetTexts();
  const { asset, selectionActive, selected } = props;
  return (
    <article
      aria-label={asset.name}
      className={cn(
        'group relative overflow-hidden rounded-xl border bg-white shadow-sm [contain-intrinsic-size:auto_320px] [content-visibility:auto]',
        selected ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200',
      )}
    >
      <button
        type="button"
        aria-label={t(selectionActive ? 'card.select' : 'card.view', { name: asset.name })}
        aria-pressed={selectionActive ? selected : undefined}
        onClick={() => (selectionActive ? props.onToggle(asset) : props.onOpen(asset))}
        className="block w-full text-left focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
      >
        <img
          src={asset.thumbUrl}
          srcSet={renditionSrcSet(asset)}
          sizes={cardImageSizes.library}
          alt=""
          loading="lazy"
          decoding="async"
          width={400}
          height={300}
          className="aspect-[4/3] w-full bg-slate-100 object-cover"
        />
        <span className="block space-y-0.5 px-3 py-2">
          <span className="block truncate text-sm font-medium text-slate-900" title={asset.name}>
            {asset.name}
          </span>
          <span className="block text-xs text-slate-600">{t(`categories.${asset.category}`)}</span>
        </span>
      </button>
      {asset.analysisFallback && !selectionActive ? (
        // Always visible (no hover needed): the AI could not analyse it; Edit Asset offers 'Analyse again'.
        <div className="absolute top-2 left-2 flex">
          <RoleLocked needed="editor" align="start">
            <button
              type="button"
              title={t('analysis.badgeTitle', { cause: t(`analysis.causes.${asset.analysisFallback}`) })}
              onClick={() => props.onEdit(asset)}
              className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 shadow hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {t('analysis.badge')}
            </button>
          </RoleLocked>
        </div>
      ) : null}
      {selectionActive ? (
        <span
          aria-hidden="true"
          className={cn(
            'pointer-events-none absolute top-2 left-2 flex size-6 items-center justify-center rounded border-2',
            selected ? 'border-brand-600 bg-brand-600 text-white' : 'border-white bg-white/80',
          )}
        >
          {selected ? <Check className="size-4" /> : null}
        </span>
      ) : (
        // Shown on hover, on touch screens (no hover) and while the card has keyboard focus (DECISIONS.md 25).
        <div className={cn('absolute top-2 right-2 flex gap-1', revealedOnHover)}>
          <RoleLocked needed="editor" align="end">
            <button
              type="button"
              aria-label={t('card.edit', { name: asset.name })}
              onClick={() => props.onEdit(asset)}
              className={iconButton}
            >
              <Pencil className="size-4" aria-hidden="true" />
            </button>
          </RoleLocked>
          <RoleLocked needed="editor" align="end">
            <button
              type="button"
              aria-label={t('card.delete', { name: asset.name })}
              onClick={() => props.onDelete(asset)}
              className={cn(iconButton, 'text-red-700')}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </button>
          </RoleLocked>
        </div>
      )}
    </article>
  );
});
