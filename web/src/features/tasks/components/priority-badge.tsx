import type { TaskPriority } from '@common/tasks/schemas';
import { cn } from '@web/components/ui/cn';
import { useTaskTexts } from '@web/locales/tasks';

const tones: Record<TaskPriority, string> = {
  low: 'bg-slate-100 text-slate-700',
  medium: 'bg-amber-100 text-amber-900',
  high: 'bg-red-100 text-red-800',
};

/** A task's priority as a coloured badge; the word, not only the colour, says which. */
export function PriorityBadge({ priority }: { priority: TaskPriority }) {
  const t = useTaskTexts();
  const label = t(`priorities.${priority}`);
  return (
    <span
      className={cn('rounded-full px-2 py-0.5 text-xs font-medium', tones[priority])}
      title={t('priorityOf', { priority: label })}
    >
      {label}
    </span>
  );
}
