import type { CalendarTemplateView } from '@common/templates/schemas';
import { cn } from '@web/components/ui/cn';
import { sameMonth, templatesOnDay, type IsoDay, type YearMonth } from '../calendar-days';
import { DayCell } from './day-cell';
import { WeekdayHeaders } from './weekday-headers';

interface CalendarGridProps {
  /** What the grid shows, for screen readers: the heading of the view. */
  label: string;
  /** Rows of seven days, Monday first: the weeks of a month, or one week. */
  weeks: readonly IsoDay[][];
  /** In the month view, the month shown: its neighbours' days are dimmed. */
  month?: YearMonth;
  templates: readonly CalendarTemplateView[];
  hiddenIds: ReadonlySet<string>;
  today: IsoDay;
  selectedDay: IsoDay;
}

/** The month view (5 or 6 weeks) or the week view (one week of tall days), as a table of days. */
export function CalendarGrid({
  label,
  weeks,
  month,
  templates,
  hiddenIds,
  today,
  selectedDay,
}: CalendarGridProps) {
  const isWeek = weeks.length === 1;
  return (
    <table aria-label={label} className="w-full min-w-[40rem] table-fixed border-collapse">
      <WeekdayHeaders />
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => (
              <DayCell
                key={day}
                day={day}
                templates={templatesOnDay(templates, day, hiddenIds)}
                isToday={day === today}
                isOutside={month ? !sameMonth(day, month) : false}
                isSelected={day === selectedDay}
                className={cn(isWeek ? 'h-80' : 'h-24 sm:h-28')}
              />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
