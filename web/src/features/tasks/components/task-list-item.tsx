import type { TaskView } from '@common/tasks/schemas';
import { cn } from '@web/components/ui/cn';
import { EditDeleteMenu } from '@web/components/ui/edit-delete-menu';
import { useRoleLock } from '@web/features/teams/role-lock';
import { useTaskTexts } from '@web/locales/tasks';
import { formatDueDate } from '../due-date';
import { PriorityBadge } from './priority-badge';

interface TaskListItemProps {
  task: TaskView;
  /** While its completed mark is being saved, the checkbox shows the new mark and waits. */
  toggling: boolean;
  onToggle(): void;
  onEdit(): void;
  onDelete(): void;
}

/**
 * One task: its checkbox, title, priority, due day and tags, and a menu with Edit Task and Delete Task whose
 * trigger is always visible, for touch and keyboard alike (DECISIONS.md 25).
 */
export function TaskListItem({ task, toggling, onToggle, onEdit, onDelete }: TaskListItemProps) {
  const t = useTaskTexts();
  // The tick shows at once; the task leaves the view when the list is read again, or the tick goes back if the
  // save fails.
  const checked = toggling ? !task.completed : task.completed;
  // A viewer reads the tasks; ticking, editing and deleting them are an editor's (issue 36).
  const tickLock = useRoleLock('editor', { align: 'start' });
  const menuLock = useRoleLock('editor', { align: 'end' });
  return (
    <li className="flex items-start gap-3 py-3">
      <span className="relative mt-1 flex shrink-0">
        <input
          type="checkbox"
          checked={checked}
          disabled={toggling}
          onChange={onToggle}
          aria-label={t(task.completed ? 'markActive' : 'markCompleted', { title: task.title })}
          className="size-5 cursor-pointer accent-brand-600 disabled:cursor-wait"
          {...tickLock.controlProps}
        />
        {tickLock.tooltip}
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <p
          className={cn(
            'break-words font-medium',
            task.completed ? 'text-slate-500 line-through' : 'text-slate-900',
          )}
        >
          {task.title}
        </p>
        <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <PriorityBadge priority={task.priority} />
          <span>{t('due', { day: formatDueDate(task.dueDate) })}</span>
          {task.tags.length > 0 ? (
            <ul className="flex flex-wrap gap-1.5" aria-label={t('tagsOf', { title: task.title })}>
              {task.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-700">
                  {tag}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <span className="relative flex shrink-0">
        <EditDeleteMenu
          label={t('actions', { title: task.title })}
          editLabel={t('editTask')}
          deleteLabel={t('deleteTask')}
          onEdit={onEdit}
          onDelete={onDelete}
          placement="row"
          triggerProps={menuLock.controlProps}
        />
        {menuLock.tooltip}
      </span>
    </li>
  );
}
