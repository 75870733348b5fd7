import type { TaskView } from '@common/tasks/schemas';
import { Dialog } from '@web/components/ui/dialog';
import { useTaskTexts } from '@web/locales/tasks';
import { useUpdateTask } from '../api/update-task';
import { TaskForm } from './task-form';

interface EditTaskDialogProps {
  hotelId: string;
  /** The task to edit; null keeps the dialog closed. */
  task: TaskView | null;
  onClose(): void;
}

/**
 * 'Edit Task': the task's name, due date and tags (spec part 1, section 2), and its priority too: a task whose
 * urgency changed should not have to be deleted and written again.
 */
export function EditTaskDialog({ hotelId, task, onClose }: EditTaskDialogProps) {
  const t = useTaskTexts();
  const updateTask = useUpdateTask(hotelId);
  return (
    <Dialog
      open={task !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('editTask')}
      closeDisabled={updateTask.isPending}
    >
      {/* Keyed by task, so the form starts from the task as it is each time it opens. */}
      {task ? (
        <TaskForm
          key={task.id}
          initial={{ title: task.title, priority: task.priority, dueDate: task.dueDate, tags: task.tags }}
          titleLabel={t('taskName')}
          withPriority
          saving={updateTask.isPending}
          failureText={t('updateFailed')}
          submitLabel={t('saveChanges')}
          savingLabel={t('saving')}
          onSave={async ({ title, priority, dueDate, tags }) => {
            await updateTask.mutateAsync({ taskId: task.id, update: { title, priority, dueDate, tags } });
            onClose();
          }}
          onCancel={onClose}
        />
      ) : null}
    </Dialog>
  );
}
