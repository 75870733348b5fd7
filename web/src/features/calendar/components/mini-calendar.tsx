import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@web/components/ui/cn';
import { useCalendarTexts } from '@web/locales/calendar';
import { dayOfMonth, miniMonthGrid, sameMonth, type IsoDay, type YearMonth } from '../calendar-days';
import { fullDayLabel, monthLabel } from '../calendar-labels';
import { useRovingDay } from '../hooks/use-roving-day';

interface MiniCalendarProps {
  month: YearMonth;
  today: IsoDay;
  selectedDay: IsoDay;
  onSelect(day: IsoDay): void;
  onPreviousMonth(): void;
  onNextMonth(): void;
}

const arrowClass =
  'rounded-md p-1.5 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * The right column's month at a glance: 42 days, Monday first; a click (or Enter) selects a day and moves the
 * view there. The days are one tab stop, moved through with the arrow keys (hooks/use-roving-day.ts).
 */
export function MiniCalendar({
  month,
  today,
  selectedDay,
  onSelect,
  onPreviousMonth,
  onNextMonth,
}: MiniCalendarProps) {
  const t = useCalendarTexts();
  const weekdays = t('weekdays', { returnObjects: true });
  const headingId = useId();
  const weeks = miniMonthGrid(month);
  const roving = useRovingDay({
    days: weeks.flat(),
    month,
    selectedDay,
    onShowMonth: (direction) => (direction < 0 ? onPreviousMonth() : onNextMonth()),
  });
  return (
    <section aria-label={t('miniCalendar')} className="rounded-xl border border-slate-200 bg-white p-3">
      <div className="flex items-center justify-between">
        <button
          type="button"
          className={arrowClass}
          aria-label={t('previousMonth')}
          onClick={onPreviousMonth}
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
        </button>
        <h3 id={headingId} className="text-sm font-semibold text-slate-900">
          {monthLabel(month)}
        </h3>
        <button type="button" className={arrowClass} aria-label={t('nextMonth')} onClick={onNextMonth}>
          <ChevronRight className="size-4" aria-hidden="true" />
        </button>
      </div>
      <table
        aria-labelledby={headingId}
        className="mt-2 w-full table-fixed text-center text-xs"
        onKeyDown={roving.onKeyDown}
      >
        <thead>
          <tr>
            {t('weekdaysShort', { returnObjects: true }).map((short, index) => (
              <th key={short} scope="col" abbr={weekdays[index]} className="py-1 font-medium text-slate-600">
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => (
                <td key={day} className="p-0.5">
                  <button
                    type="button"
                    aria-label={fullDayLabel(day)}
                    aria-pressed={day === selectedDay}
                    aria-current={day === today ? 'date' : undefined}
                    data-day={day}
                    tabIndex={day === roving.tabDay ? 0 : -1}
                    onFocus={() => roving.onFocusDay(day)}
                    onClick={() => onSelect(day)}
                    className={cn(
                      'inline-flex size-8 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-600',
                      day === selectedDay
                        ? 'bg-brand-600 font-semibold text-white'
                        : day === today
                          ? 'font-semibold text-brand-700 ring-1 ring-brand-600'
                          : sameMonth(day, month)
                            ? 'text-slate-900 hover:bg-slate-100'
                            : 'text-slate-500 hover:bg-slate-100',
                    )}
                  >
                    {dayOfMonth(day)}
                  </button>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
