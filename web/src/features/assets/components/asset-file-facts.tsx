import type { AssetView } from '@common/assets/schemas';
import { formatterFor } from '@web/lib/format/formatter';
import { useAssetTexts } from '@web/locales/assets';

// The asset library is an English screen.
const formatter = formatterFor('en');

/**
 * The original's pixel and byte size ('2048 × 1536 px · 1.2 MB'), which the channels judge a photo by
 * (issue 32); 'File missing' when the storage has lost it.
 */
export function AssetFileFacts({
  asset,
}: {
  asset: Pick<AssetView, 'width' | 'height' | 'size' | 'originalMissing'>;
}) {
  const t = useAssetTexts();
  if (asset.originalMissing) return <span className="text-red-700">{t('view.fileMissing')}</span>;
  return (
    <span className="tabular-nums">
      {t('view.fileFacts', {
        width: String(asset.width),
        height: String(asset.height),
        size: formatter.fileSize(asset.size),
      })}
    </span>
  );
}
