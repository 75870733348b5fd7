import type { CalendarTemplateView } from '@common/templates/schemas';
import { cn } from '@web/components/ui/cn';
import { useCalendarTexts } from '@web/locales/calendar';
import { dayOfMonth, type IsoDay } from '../calendar-days';
import { fullDayLabel } from '../calendar-labels';
import { TemplateChip } from './template-chip';

interface DayCellProps {
  day: IsoDay;
  templates: readonly CalendarTemplateView[];
  isToday: boolean;
  /** A day of the neighbouring month in the month view, dimmed. */
  isOutside?: boolean;
  isSelected?: boolean;
  className?: string;
}

/**
 * One day of the month or week view with the chips of the templates that cover it. Screen readers hear the
 * full date ('Donnerstag, 12. März 2026'), then the templates.
 */
export function DayCell({
  day,
  templates,
  isToday,
  isOutside = false,
  isSelected = false,
  className,
}: DayCellProps) {
  const t = useCalendarTexts();
  return (
    <td
      aria-current={isToday ? 'date' : undefined}
      className={cn(
        'border border-slate-200 p-1 align-top',
        isOutside ? 'bg-slate-50 text-slate-500' : 'bg-white text-slate-900',
        isSelected && 'ring-2 ring-brand-600 ring-inset',
        className,
      )}
    >
      <time dateTime={day} className="flex justify-end">
        <span
          aria-hidden="true"
          className={cn(
            'inline-flex size-7 items-center justify-center rounded-full text-sm',
            isToday && 'bg-brand-600 font-semibold text-white',
          )}
        >
          {dayOfMonth(day)}
        </span>
        <span className="sr-only">{fullDayLabel(day)}</span>
      </time>
      {templates.length > 0 ? (
        <ul aria-label={t('templatesOfDay')} className="mt-1 space-y-1">
          {templates.map((template) => (
            <TemplateChip key={template.id} id={template.id} name={template.name} />
          ))}
        </ul>
      ) : null}
    </td>
  );
}
