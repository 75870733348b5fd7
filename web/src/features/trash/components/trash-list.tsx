import { useState } from 'react';
import type { TrashItemView, TrashKind } from '@common/trash/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Spinner } from '@web/components/ui/spinner';
import { formatterFor } from '@web/lib/format/formatter';
import { useTrash, useTrashActions } from '../api/trash-items';
import { trashRetentionDays } from '@common/trash/retention';
import { RoleLocked } from '@web/features/teams/role-lock';
import { useTrashTexts } from '@web/locales/trash';

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
  const t = useTrashTexts();
  const trash = useTrash(hotelId, kind);
  const { restore, deleteForGood } = useTrashActions(hotelId, kind);
  const [confirming, setConfirming] = useState<TrashItemView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const restoreItem = async (item: TrashItemView) => {
    setFailure(null);
    try {
      await restore.mutateAsync(item.id);
    } catch {
      setFailure(t('restoreFailed'));
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
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (trash.isError) return <Alert tone="error">{t('loadFailed')}</Alert>;
  const items = trash.data.items;
  return (
    <section aria-label={t('title')} className="space-y-3">
      <p className="text-sm text-slate-700">{t('intro', { days: trashRetentionDays })}</p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {items.length === 0 ? (
        <p className="py-16 text-center text-sm text-slate-600">{t('empty')}</p>
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
                  {t('deletedOn', { date: deletedOn(item.deletedAt) })} ·{' '}
                  {t('daysLeft', { days: item.daysLeft })}
                </p>
              </div>
              <div className="flex gap-2">
                <RoleLocked needed="editor">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t('restoreItem', { name: item.name })}
                    disabled={restore.isPending}
                    onClick={() => void restoreItem(item)}
                  >
                    {restore.isPending && restore.variables === item.id ? t('restoring') : t('restore')}
                  </Button>
                </RoleLocked>
                <RoleLocked needed="editor" align="end">
                  <Button
                    variant="danger"
                    size="sm"
                    aria-label={t('deleteForGoodItem', { name: item.name })}
                    onClick={() => {
                      deleteForGood.reset();
                      setConfirming(item);
                    }}
                  >
                    {t('deleteForGood')}
                  </Button>
                </RoleLocked>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t('deleteForGoodTitle')}
        description={confirming?.name}
        failure={deleteForGood.isError ? t('deleteFailed') : null}
        pending={deleteForGood.isPending}
        labels={{
          cancel: t('cancel'),
          confirm: t('deleteForGood'),
          pending: t('deleting'),
        }}
        onConfirm={() => void deleteConfirmed()}
        onCancel={() => setConfirming(null)}
      >
        <p className="text-sm text-slate-700">{t('deleteForGoodText')}</p>
      </ConfirmDialog>
    </section>
  );
}
