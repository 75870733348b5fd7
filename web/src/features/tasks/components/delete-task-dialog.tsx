import type { TaskView } from '@common/tasks/schemas';
import { taskTexts } from '@common/tasks/texts';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { myTasksTexts as texts } from '../content/tasks-texts';

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
  return (
    <ConfirmDialog
      open={task !== null}
      title={taskTexts.deleteTask}
      description={task?.title}
      failure={failure}
      pending={deleting}
      labels={{ cancel: taskTexts.cancel, confirm: texts.delete, pending: texts.deleting }}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p className="text-sm text-slate-700">{texts.deleteQuestion}</p>
    </ConfirmDialog>
  );
}
