import type { AssetUpdate, AssetView } from '@common/assets/schemas';
import { Dialog } from '@web/components/ui/dialog';
import { useUpdateAsset } from '../api/update-asset';
import { EditAssetForm } from './edit-asset-form';

interface EditAssetDialogProps {
  hotelId: string;
  /** The asset being edited; null keeps the dialog closed. */
  asset: AssetView | null;
  onClose(): void;
}

/** 'Edit Asset'. The form is keyed by the asset, so it starts from that asset's values every time. */
export function EditAssetDialog({ hotelId, asset, onClose }: EditAssetDialogProps) {
  const update = useUpdateAsset(hotelId);

  const save = async (values: AssetUpdate) => {
    if (!asset) return;
    await update.mutateAsync({ assetId: asset.id, update: values });
    onClose();
  };

  return (
    <Dialog
      open={asset !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Edit Asset"
      closeDisabled={update.isPending}
    >
      {asset ? (
        <EditAssetForm
          key={asset.id}
          asset={asset}
          saving={update.isPending}
          onSave={save}
          onCancel={onClose}
        />
      ) : null}
    </Dialog>
  );
}
