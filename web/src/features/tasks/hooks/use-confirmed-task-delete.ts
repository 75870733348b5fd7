import { useState } from 'react';
import type { TaskView } from '@common/tasks/schemas';
import { useTaskTexts } from '@web/locales/tasks';
import { useDeleteTask } from '../api/delete-task';

/**
 * Deleting a task after the confirmation dialog (DECISIONS.md 23): which task is asked about, and the failure
 * shown in the dialog, which stays open so the user can try again or cancel. Feeds DeleteTaskDialog.
 */
export function useConfirmedTaskDelete(hotelId: string) {
  const t = useTaskTexts();
  const deleteTask = useDeleteTask(hotelId);
  const [task, setTask] = useState<TaskView | null>(null);
  const [failed, setFailed] = useState(false);

  const cancel = () => {
    setTask(null);
    setFailed(false);
  };

  const confirm = async () => {
    if (!task) return;
    setFailed(false);
    try {
      await deleteTask.mutateAsync(task.id);
    } catch {
      setFailed(true);
      return;
    }
    cancel();
  };

  return {
    /** Opens the dialog for this task. */
    ask: setTask,
    dialog: {
      task,
      deleting: deleteTask.isPending,
      failure: failed ? t('deleteFailed') : null,
      onConfirm: () => void confirm(),
      onCancel: cancel,
    },
  };
}
