import type { AssetUpdate, AssetView } from '@common/assets/schemas';
import { Alert } from '@web/components/ui/alert';
import { Dialog } from '@web/components/ui/dialog';
import { useAssetTexts } from '@web/locales/assets';
import { useAnalyseAsset } from '../api/analyse-asset';
import { usePhotoTexts } from '../api/photo-texts';
import { useUpdateAsset } from '../api/update-asset';
import type { PhotoTextChange } from '../photo-texts';
import { AnalyseAgainNotice } from './analyse-again-notice';
import { EditAssetForm } from './edit-asset-form';

interface EditAssetDialogProps {
  hotelId: string;
  /** The asset being edited; null keeps the dialog closed. */
  asset: AssetView | null;
  onClose(): void;
}

/**
 * 'Edit Asset'. The form is keyed by the asset, so it starts from that asset's values every time; after
 * 'Analyse again' it starts over from the analysed values.
 */
export function EditAssetDialog({ hotelId, asset, onClose }: EditAssetDialogProps) {
  const t = useAssetTexts();
  const update = useUpdateAsset(hotelId);
  const analyse = useAnalyseAsset(hotelId);
  const analysed = asset && analyse.data?.id === asset.id ? analyse.data : null;
  const shown = analysed ?? asset;
  const analyseFailed = asset && analyse.variables === asset.id ? analyse.error : null;
  const photoTexts = usePhotoTexts(hotelId, asset?.id ?? '', asset !== null);

  const close = () => {
    analyse.reset();
    onClose();
  };

  const save = async (values: AssetUpdate, translations: PhotoTextChange[]) => {
    if (!asset) return;
    await update.mutateAsync({ assetId: asset.id, update: values, translations });
    close();
  };

  return (
    <Dialog
      open={asset !== null}
      onOpenChange={(open) => !open && close()}
      title={t('edit.title')}
      closeDisabled={update.isPending || analyse.isPending}
    >
      {shown?.analysisFallback ? (
        <AnalyseAgainNotice
          reason={shown.analysisFallback}
          analysing={analyse.isPending}
          error={analyseFailed?.message ?? null}
          onAnalyse={() => analyse.mutate(shown.id)}
        />
      ) : null}
      {analysed ? (
        <Alert tone="success" className="mb-4">
          {t('analysis.analysed', { category: analysed.category })}
        </Alert>
      ) : null}
      {shown ? (
        <EditAssetForm
          key={analysed ? `${shown.id}-analysed` : shown.id}
          asset={shown}
          photoTexts={{ view: photoTexts.data, loading: photoTexts.isPending, failed: photoTexts.isError }}
          saving={update.isPending}
          onSave={save}
          onCancel={close}
        />
      ) : null}
    </Dialog>
  );
}
