import { useAssetTexts } from '@web/locales/assets';
import { useAssetUsage } from '../api/asset-usage';
import { usageText } from '../usage-text';

interface AssetUsageLineProps {
  hotelId: string;
  assetIds: readonly string[];
  /** Asked only while the dialog is open. */
  open: boolean;
}

/** 'Used in 1 published template and the hotel gallery', read when the delete dialog opens. */
export function AssetUsageLine({ hotelId, assetIds, open }: AssetUsageLineProps) {
  const t = useAssetTexts();
  const usage = useAssetUsage(hotelId, assetIds, open);
  const text = usage.data
    ? usageText(usage.data)
    : usage.isError
      ? t('delete.usageUnknown')
      : t('delete.checkingUsage');
  return (
    <p className="text-sm font-medium text-slate-900" data-testid="asset-usage" aria-live="polite">
      {text}
    </p>
  );
}
