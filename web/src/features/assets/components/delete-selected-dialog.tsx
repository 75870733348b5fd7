import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { assetTrashTexts } from '../content/trash-texts';
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

/** "Delete 3 assets?" */
export const deleteSelectedTitle = assetTrashTexts.deleteSelectedTitle;

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
  return (
    <ConfirmDialog
      open={open}
      title={deleteSelectedTitle(count)}
      failure={null}
      pending={pending}
      labels={{ cancel: 'Cancel', confirm: 'Delete', pending: 'Deleting...' }}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <div className="space-y-2">
        <AssetUsageLine hotelId={hotelId} assetIds={assetIds} open={open} />
        <p className="text-sm text-slate-700">{assetTrashTexts.selectionMovesToTrash}</p>
      </div>
    </ConfirmDialog>
  );
}
