import { ConfirmDialog } from '@web/components/ui/confirm-dialog';

interface DeleteSelectedDialogProps {
  open: boolean;
  /** How many assets are selected; the question names it. */
  count: number;
  pending: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** "Delete 3 assets?" */
export const deleteSelectedTitle = (count: number) =>
  count === 1 ? 'Delete 1 asset?' : `Delete ${count} assets?`;

/**
 * 'Delete Selected' asks first, naming the count (DECISIONS.md 23): the files and their details are gone for
 * good. Nothing is deleted until 'Delete' is pressed.
 */
export function DeleteSelectedDialog({
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
      <p className="text-sm text-slate-700">
        The selected files are removed from the library with their tags and descriptions. This cannot be
        undone.
      </p>
    </ConfirmDialog>
  );
}
