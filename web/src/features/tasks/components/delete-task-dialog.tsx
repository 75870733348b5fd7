import type { TaskView } from '@common/tasks/schemas';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useTaskTexts } from '@web/locales/tasks';

interface DeleteTaskDialogProps {
  /** The task to delete; null keeps the dialog closed. */
  task: TaskView | null;
  deleting: boolean;
  /** Shown in the dialog when the last attempt failed. */
  failure: string | null;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before a task is deleted (DECISIONS.md 23). */
export function DeleteTaskDialog({ task, deleting, failure, onConfirm, onCancel }: DeleteTaskDialogProps) {
  const t = useTaskTexts();
  return (
    <ConfirmDialog
      open={task !== null}
      title={t('deleteTask')}
      description={task?.title}
      failure={failure}
      pending={deleting}
      labels={{ cancel: t('cancel'), confirm: t('delete'), pending: t('deleting') }}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p className="text-sm text-slate-700">{t('deleteQuestion')}</p>
    </ConfirmDialog>
  );
}
