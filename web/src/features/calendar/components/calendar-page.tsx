import { useEffect } from 'react';
import { useMediaQuery } from '@web/lib/use-media-query';
import { useCalendarTexts } from '@web/locales/calendar';
import { isoDay, monthGrid, monthOf, weekOf } from '../calendar-days';
import { monthLabel, weekLabel } from '../calendar-labels';
import { useCalendarTemplates } from '../api/get-calendar-templates';
import { useCalendarView } from '../hooks/use-calendar-view';
import { useHiddenTemplates } from '../hooks/use-hidden-templates';
import { CalendarAgenda } from './calendar-agenda';
import { CalendarGrid } from './calendar-grid';
import { CalendarToolbar } from './calendar-toolbar';
import { MiniCalendar } from './mini-calendar';
import { MyTemplates } from './my-templates';

/**
 * The calendar of a hotel's templates (spec part 2, section 2): the month or week view on the left, the mini
 * calendar and 'My Templates' on the right. `today` is for tests; it defaults to the browser's today.
 */
export function CalendarPage({ hotelId, today }: { hotelId: string; today?: string }) {
  const t = useCalendarTexts();
  const view = useCalendarView(today);
  const { hiddenIds, setShown } = useHiddenTemplates();
  const templatesQuery = useCalendarTemplates(hotelId);
  const templates = templatesQuery.data ?? [];

  // A failed load is only logged; the calendar shows no templates (spec part 2, section 8).
  const loadError = templatesQuery.error;
  useEffect(() => {
    if (loadError) console.warn('Calendar templates could not be loaded', loadError);
  }, [loadError]);

  const month = monthOf(view.selectedDay);
  const week = weekOf(view.selectedDay);
  const heading = view.mode === 'month' ? monthLabel(month) : weekLabel(week);
  // Below 640 px seven columns of days leave no room for a template's name: a list by date instead.
  const isPhone = useMediaQuery('(max-width: 639.98px)');

  return (
    <div className="flex flex-col gap-6 xl:flex-row">
      <section aria-label={t('title')} className="min-w-0 flex-1 space-y-4">
        <CalendarToolbar
          heading={heading}
          mode={view.mode}
          onModeChange={view.setMode}
          onPrevious={view.previous}
          onNext={view.next}
        />
        {isPhone ? (
          <CalendarAgenda
            templates={templates}
            hiddenIds={hiddenIds}
            from={view.mode === 'month' ? isoDay(month.year, month.month, 1) : (week[0] ?? view.selectedDay)}
          />
        ) : (
          <div className="overflow-x-auto">
            <CalendarGrid
              label={heading}
              weeks={view.mode === 'month' ? monthGrid(month) : [week]}
              month={view.mode === 'month' ? month : undefined}
              templates={templates}
              hiddenIds={hiddenIds}
              today={view.today}
              selectedDay={view.selectedDay}
            />
          </div>
        )}
      </section>
      <div className="flex w-full shrink-0 flex-col gap-4 sm:flex-row xl:w-72 xl:flex-col">
        <div className="sm:w-72">
          <MiniCalendar
            month={view.miniMonth}
            today={view.today}
            selectedDay={view.selectedDay}
            onSelect={view.selectDay}
            onPreviousMonth={view.previousMiniMonth}
            onNextMonth={view.nextMiniMonth}
          />
        </div>
        <div className="min-w-0 flex-1">
          <MyTemplates
            templates={templates}
            isLoading={templatesQuery.isPending}
            hiddenIds={hiddenIds}
            onShownChange={setShown}
          />
        </div>
      </div>
    </div>
  );
}
