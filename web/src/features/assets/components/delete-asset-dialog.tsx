import { useState } from 'react';
import type { AssetView } from '@common/assets/schemas';
import { trashRetentionDays } from '@common/trash/retention';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { useAssetTexts } from '@web/locales/assets';
import { useDeleteAsset } from '../api/delete-asset';
import { AssetUsageLine } from './asset-usage-line';

interface DeleteAssetDialogProps {
  hotelId: string;
  /** The asset to delete; null keeps the dialog closed. */
  asset: AssetView | null;
  onClose(): void;
}

/** 'Delete Asset': says where the photo is used, then moves it to the trash (restorable for 30 days). */
export function DeleteAssetDialog({ hotelId, asset, onClose }: DeleteAssetDialogProps) {
  const t = useAssetTexts();
  const deleteAsset = useDeleteAsset(hotelId);
  const [failed, setFailed] = useState(false);

  const close = () => {
    setFailed(false);
    onClose();
  };

  const confirm = async () => {
    if (!asset) return;
    setFailed(false);
    try {
      await deleteAsset.mutateAsync(asset.id);
    } catch {
      setFailed(true);
      return;
    }
    close();
  };

  return (
    <Dialog
      open={asset !== null}
      onOpenChange={(open) => !open && close()}
      title={t('delete.title')}
      description={asset?.name}
      closeDisabled={deleteAsset.isPending}
    >
      <div className="space-y-2">
        <AssetUsageLine hotelId={hotelId} assetIds={asset ? [asset.id] : []} open={asset !== null} />
        <p className="text-sm text-slate-700">{t('delete.movesToTrash', { days: trashRetentionDays })}</p>
      </div>
      {failed ? (
        <Alert tone="error" className="mt-4">
          {t('delete.deleteFailed')}
        </Alert>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={close} disabled={deleteAsset.isPending}>
          {t('delete.cancel')}
        </Button>
        <Button variant="danger" onClick={confirm} disabled={deleteAsset.isPending}>
          {t(deleteAsset.isPending ? 'delete.deleting' : 'delete.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
