import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { taskLimits } from '@common/tasks/limits';
import type { TaskView } from '@common/tasks/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { RoleLocked } from '@web/features/teams/role-lock';
import { useTaskTexts } from '@web/locales/tasks';
import { useTasks } from '../api/get-tasks';
import { useUpdateTask } from '../api/update-task';
import { useConfirmedTaskDelete } from '../hooks/use-confirmed-task-delete';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { AddTaskDialog } from './add-task-dialog';
import { DeleteTaskDialog } from './delete-task-dialog';
import { EditTaskDialog } from './edit-task-dialog';
import { TaskListItem } from './task-list-item';

const searchDelayMs = 250;

/**
 * The dashboard's 'My Tasks' for one hotel (spec part 1, section 2): the active or the completed tasks by due
 * date, searched by title or tag on the server, with Add Task, Edit Task and Delete Task. A ticked task leaves
 * the view it was in. Failures to load or tick show in a red banner above the list; the dialogs show their own.
 */
export function MyTasksPanel({ hotelId }: { hotelId: string }) {
  const t = useTaskTexts();
  const headingId = useId();
  const [showCompleted, setShowCompleted] = useState(false);
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), searchDelayMs);
  const tasks = useTasks(hotelId, { completed: showCompleted, search });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TaskView | null>(null);
  const deletion = useConfirmedTaskDelete(hotelId);
  const toggle = useToggleTask(hotelId);

  const loadFailed = tasks.isError || tasks.isFetchNextPageError;
  const banner = loadFailed ? t('loadFailed') : toggle.failed ? t('updateFailed') : null;

  return (
    <Card className="p-6">
      <section aria-labelledby={headingId} className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {t('title')}
          </h2>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setShowCompleted((shown) => !shown)}>
              {showCompleted ? t('showActive') : t('showCompleted')}
            </Button>
            <RoleLocked needed="editor" align="end">
              <Button onClick={() => setAdding(true)}>
                <Plus className="size-4" aria-hidden="true" />
                {t('addTask')}
              </Button>
            </RoleLocked>
          </div>
        </div>
        <Input
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={t('search')}
          aria-label={t('searchLabel')}
          maxLength={taskLimits.searchMaxLength}
        />
        {banner ? <Alert tone="error">{banner}</Alert> : null}
        {tasks.isPending ? (
          <div role="status" className="py-6 text-center text-sm text-slate-700">
            <Spinner label={t('loading')} />
          </div>
        ) : tasks.tasks.length === 0 ? (
          tasks.isError ? null : (
            <div className="py-6 text-center text-sm text-slate-700">
              <p>{showCompleted ? t('noCompleted') : t('noActive')}</p>
              {search ? <p className="mt-1 text-slate-600">{t('noMatches', { search })}</p> : null}
            </div>
          )
        ) : (
          <ul aria-label={t('listLabel')} className="divide-y divide-slate-100">
            {tasks.tasks.map((task) => (
              <TaskListItem
                key={task.id}
                task={task}
                toggling={toggle.pending.has(task.id)}
                onToggle={() => toggle.run(task)}
                onEdit={() => setEditing(task)}
                onDelete={() => deletion.ask(task)}
              />
            ))}
          </ul>
        )}
        {tasks.hasNextPage ? (
          <div className="flex justify-center">
            <Button
              variant="outline"
              onClick={() => void tasks.fetchNextPage()}
              disabled={tasks.isFetchingNextPage}
            >
              {tasks.isFetchingNextPage ? t('loadingMore') : t('showMore')}
            </Button>
          </div>
        ) : null}
      </section>
      <AddTaskDialog hotelId={hotelId} open={adding} onClose={() => setAdding(false)} />
      <EditTaskDialog hotelId={hotelId} task={editing} onClose={() => setEditing(null)} />
      <DeleteTaskDialog {...deletion.dialog} />
    </Card>
  );
}

/** Ticking tasks off and back: which ones are being saved, and whether the last attempt failed. */
function useToggleTask(hotelId: string) {
  const updateTask = useUpdateTask(hotelId);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [failed, setFailed] = useState(false);

  const settle = (taskId: string) =>
    setPending((current) => new Set([...current].filter((id) => id !== taskId)));

  const run = (task: TaskView) => {
    setFailed(false);
    setPending((current) => new Set(current).add(task.id));
    // Per call, not mutate's callbacks: those fire only for the latest of several quick ticks.
    updateTask
      .mutateAsync({ taskId: task.id, update: { completed: !task.completed } })
      .catch(() => setFailed(true))
      .finally(() => settle(task.id));
  };

  return { pending, failed, run };
}
