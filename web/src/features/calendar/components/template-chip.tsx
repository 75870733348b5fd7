import { cn } from '@web/components/ui/cn';
import { templateColorClasses } from '../template-colors';

/** A template in a day cell: its name on its colour; the full name on hover where the cell cuts it short. */
export function TemplateChip({ id, name }: { id: string; name: string }) {
  return (
    <li
      title={name}
      className={cn(
        'truncate rounded border-l-4 px-1.5 py-0.5 text-xs font-medium',
        templateColorClasses(id).chip,
      )}
    >
      {name}
    </li>
  );
}
