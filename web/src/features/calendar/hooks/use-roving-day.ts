import { useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { addDaysToIsoDate } from '@common/templates/date-range';
import { isoDay, sameMonth, shiftMonth, weekdayIndex, type IsoDay, type YearMonth } from '../calendar-days';

/**
 * Where a key moves the focused day, as in a date picker: arrows by a day or a week, Home and End to the ends
 * of the week, Page Up and Page Down by a month; null for any other key.
 */
export function dayAfterKey(day: IsoDay, key: string): IsoDay | null {
  switch (key) {
    case 'ArrowLeft':
      return addDaysToIsoDate(day, -1);
    case 'ArrowRight':
      return addDaysToIsoDate(day, 1);
    case 'ArrowUp':
      return addDaysToIsoDate(day, -7);
    case 'ArrowDown':
      return addDaysToIsoDate(day, 7);
    case 'Home':
      return addDaysToIsoDate(day, -weekdayIndex(day));
    case 'End':
      return addDaysToIsoDate(day, 6 - weekdayIndex(day));
    case 'PageUp':
      return shiftMonth(day, -1);
    case 'PageDown':
      return shiftMonth(day, 1);
    default:
      return null;
  }
}

interface RovingDayOptions {
  /** The days shown, in order. */
  days: readonly IsoDay[];
  month: YearMonth;
  selectedDay: IsoDay;
  /** Shows the month of a day the keys moved to beyond the days shown. */
  onShowMonth(direction: 1 | -1): void;
}

/**
 * One tab stop for a grid of days (a roving tabindex): Tab reaches one day (the focused one, else the
 * selected one, else the month's first), the keys of dayAfterKey move the focus from there, and Enter or Space
 * presses that day's button as a click does.
 */
export function useRovingDay({ days, month, selectedDay, onShowMonth }: RovingDayOptions) {
  const [focusedDay, setFocusedDay] = useState<IsoDay | null>(null);
  const shown = (day: IsoDay | null): day is IsoDay => day !== null && days.includes(day);
  const tabDay = shown(focusedDay)
    ? focusedDay
    : shown(selectedDay)
      ? selectedDay
      : isoDay(month.year, month.month, 1);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const next = dayAfterKey(tabDay, event.key);
    if (!next) return;
    event.preventDefault();
    const grid = event.currentTarget;
    // A day beyond the grid, or Page Up / Page Down, which page through the months.
    const pages = event.key.startsWith('Page') && !sameMonth(next, month);
    // Rendered at once, so that the new day's button (in its month) is there to take the focus.
    flushSync(() => {
      setFocusedDay(next);
      if (!days.includes(next) || pages) onShowMonth(next < tabDay ? -1 : 1);
    });
    grid.querySelector<HTMLElement>(`[data-day="${next}"]`)?.focus();
  };

  return { tabDay, onKeyDown, onFocusDay: setFocusedDay };
}
