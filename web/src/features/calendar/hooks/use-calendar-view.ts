import { useCallback, useState } from 'react';
import { addDaysToIsoDate, localIsoDate } from '@common/templates/date-range';
import { addMonths, monthOf, shiftMonth, type IsoDay, type YearMonth } from '../calendar-days';

export type CalendarViewMode = 'month' | 'week';

/**
 * Where the calendar stands: month or week view, the selected day (the main view shows its month or week), and
 * the month the mini calendar shows, which the user can page through on its own. Moving the main view brings
 * the mini calendar along.
 */
export function useCalendarView(today: IsoDay = localIsoDate(new Date())) {
  const [mode, setMode] = useState<CalendarViewMode>('month');
  const [selectedDay, setSelectedDay] = useState<IsoDay>(today);
  const [miniMonth, setMiniMonth] = useState<YearMonth>(() => monthOf(today));

  const selectDay = useCallback((day: IsoDay) => {
    setSelectedDay(day);
    setMiniMonth(monthOf(day));
  }, []);

  const step = useCallback(
    (direction: 1 | -1) =>
      selectDay(
        mode === 'month' ? shiftMonth(selectedDay, direction) : addDaysToIsoDate(selectedDay, 7 * direction),
      ),
    [mode, selectedDay, selectDay],
  );

  return {
    today,
    mode,
    setMode,
    selectedDay,
    selectDay,
    previous: () => step(-1),
    next: () => step(1),
    miniMonth,
    previousMiniMonth: () => setMiniMonth((month) => addMonths(month, -1)),
    nextMiniMonth: () => setMiniMonth((month) => addMonths(month, 1)),
  };
}
