import { useState } from 'react';
import type { TrashItemView, TrashKind } from '@common/trash/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Spinner } from '@web/components/ui/spinner';
import { formatterFor } from '@web/lib/format/formatter';
import { useTrash, useTrashActions } from '../api/trash-items';
import { trashTexts } from '../content/trash-texts';

interface TrashListProps {
  hotelId: string;
  kind: TrashKind;
}

const deletedOn = (iso: string) => formatterFor('en').date(iso);

/**
 * A list's 'Trash' view: what was deleted, when, and how many days it has left, with 'Restore' and 'Delete
 * permanently' (which asks first: it cannot be undone).
 */
export function TrashList({ hotelId, kind }: TrashListProps) {
  const trash = useTrash(hotelId, kind);
  const { restore, deleteForGood } = useTrashActions(hotelId, kind);
  const [confirming, setConfirming] = useState<TrashItemView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const restoreItem = async (item: TrashItemView) => {
    setFailure(null);
    try {
      await restore.mutateAsync(item.id);
    } catch {
      setFailure(trashTexts.restoreFailed);
    }
  };
  const deleteConfirmed = async () => {
    if (!confirming) return;
    try {
      await deleteForGood.mutateAsync(confirming.id);
      setConfirming(null);
    } catch {
      // The dialog stays open with the failure shown.
    }
  };

  if (trash.isPending) {
    return (
      <div role="status" className="py-16 text-center text-sm text-slate-700">
        <Spinner label={trashTexts.loading} />
      </div>
    );
  }
  if (trash.isError) return <Alert tone="error">{trashTexts.loadFailed}</Alert>;
  const items = trash.data.items;
  return (
    <section aria-label={trashTexts.title} className="space-y-3">
      <p className="text-sm text-slate-700">{trashTexts.intro}</p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {items.length === 0 ? (
        <p className="py-16 text-center text-sm text-slate-600">{trashTexts.empty}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 bg-white">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-3 p-3">
              {item.thumbUrl ? (
                <img src={item.thumbUrl} alt="" className="size-14 shrink-0 rounded object-cover" />
              ) : null}
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-slate-900">{item.name}</p>
                <p className="text-xs text-slate-600">
                  {trashTexts.deletedOn(deletedOn(item.deletedAt))} · {trashTexts.daysLeft(item.daysLeft)}
                </p>
              </div>
              <div className="flex gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`${trashTexts.restore} ${item.name}`}
                  disabled={restore.isPending}
                  onClick={() => void restoreItem(item)}
                >
                  {restore.isPending && restore.variables === item.id
                    ? trashTexts.restoring
                    : trashTexts.restore}
                </Button>
                <Button
                  variant="danger"
                  size="sm"
                  aria-label={`${trashTexts.deleteForGood} ${item.name}`}
                  onClick={() => {
                    deleteForGood.reset();
                    setConfirming(item);
                  }}
                >
                  {trashTexts.deleteForGood}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={trashTexts.deleteForGoodTitle}
        description={confirming?.name}
        failure={deleteForGood.isError ? trashTexts.deleteFailed : null}
        pending={deleteForGood.isPending}
        labels={{
          cancel: trashTexts.cancel,
          confirm: trashTexts.deleteForGood,
          pending: trashTexts.deleting,
        }}
        onConfirm={() => void deleteConfirmed()}
        onCancel={() => setConfirming(null)}
      >
        <p className="text-sm text-slate-700">{trashTexts.deleteForGoodText}</p>
      </ConfirmDialog>
    </section>
  );
}
