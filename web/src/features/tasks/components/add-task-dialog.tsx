import { localIsoDate } from '@common/templates/date-range';
import { defaultTaskPriority } from '@common/tasks/schemas';
import { Dialog } from '@web/components/ui/dialog';
import { useTaskTexts } from '@web/locales/tasks';
import { useCreateTask } from '../api/create-task';
import { TaskForm } from './task-form';

interface AddTaskDialogProps {
  hotelId: string;
  open: boolean;
  onClose(): void;
}

/** 'Add Task': title, priority (Medium unless chosen), due date (today unless chosen) and tags. */
export function AddTaskDialog({ hotelId, open, onClose }: AddTaskDialogProps) {
  const t = useTaskTexts();
  const createTask = useCreateTask(hotelId);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('addTask')}
      closeDisabled={createTask.isPending}
    >
      {/* Mounted only while open, so each new task starts blank, due today (the user's own day). */}
      {open ? (
        <TaskForm
          initial={{ title: '', priority: defaultTaskPriority, dueDate: localIsoDate(new Date()), tags: [] }}
          titleLabel={t('taskTitle')}
          withPriority
          saving={createTask.isPending}
          failureText={t('addFailed')}
          submitLabel={t('addTask')}
          savingLabel={t('adding')}
          onSave={async (draft) => {
            await createTask.mutateAsync(draft);
            onClose();
          }}
          onCancel={onClose}
        />
      ) : null}
    </Dialog>
  );
}
