import { trashRetentionDays } from '@common/trash/retention';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useAssetTexts } from '@web/locales/assets';
import { AssetUsageLine } from './asset-usage-line';

interface DeleteSelectedDialogProps {
  hotelId: string;
  /** The selected photos: the dialog says where they are used, combined. */
  assetIds: readonly string[];
  open: boolean;
  /** How many assets are selected; the question names it. */
  count: number;
  pending: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * 'Delete Selected' asks first, naming the count (DECISIONS.md 23) and where the photos are used; they go to the
 * trash in one request. Nothing is deleted until 'Delete' is pressed.
 */
export function DeleteSelectedDialog({
  hotelId,
  assetIds,
  open,
  count,
  pending,
  onConfirm,
  onCancel,
}: DeleteSelectedDialogProps) {
  const t = useAssetTexts();
  return (
    <ConfirmDialog
      open={open}
      title={t('delete.selectedTitle', { count })}
      failure={null}
      pending={pending}
      labels={{ cancel: t('delete.cancel'), confirm: t('delete.confirm'), pending: t('delete.deleting') }}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <div className="space-y-2">
        <AssetUsageLine hotelId={hotelId} assetIds={assetIds} open={open} />
        <p className="text-sm text-slate-700">
          {t('delete.selectionMovesToTrash', { days: trashRetentionDays })}
        </p>
      </div>
    </ConfirmDialog>
  );
}
