import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { addMonths, monthOf, type IsoDay } from '../calendar-days';
import { MiniCalendar } from './mini-calendar';

// Thursday, 12 March 2026; March 2026 starts on a Sunday, so its grid begins on Monday, 23 February.
const today = '2026-03-12';

function Harness({ onSelect }: { onSelect(day: IsoDay): void }) {
  const [month, setMonth] = useState(monthOf(today));
  return (
    <MiniCalendar
      month={month}
      today={today}
      selectedDay={today}
      onSelect={onSelect}
      onPreviousMonth={() => setMonth((current) => addMonths(current, -1))}
      onNextMonth={() => setMonth((current) => addMonths(current, 1))}
    />
  );
}

const mini = () => screen.getByRole('region', { name: 'Monatsübersicht' });
const day = (name: string) => within(mini()).getByRole('button', { name });
/** The days Tab stops at: exactly one. */
const tabStops = () =>
  within(mini())
    .getAllByRole('button', { name: /2026$/ })
    .filter((button) => button.tabIndex === 0);

describe('the mini calendar by keyboard', () => {
  it('is one tab stop, moved by the arrow keys into the next month, and Enter picks the day as a click does', () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    expect(tabStops()).toEqual([day('Donnerstag, 12. März 2026')]);

    day('Donnerstag, 12. März 2026').focus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(day('Freitag, 13. März 2026'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(day('Freitag, 20. März 2026'));
    expect(tabStops()).toEqual([day('Freitag, 20. März 2026')]);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(document.activeElement).toBe(day('Montag, 16. März 2026'));

    // Four weeks up leaves the grid (it starts on 23 February): the mini calendar shows February.
    for (let step = 0; step < 4; step++)
      fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    expect(within(mini()).getByRole('heading', { name: 'Februar 2026' })).toBeTruthy();
    expect(document.activeElement).toBe(day('Montag, 16. Februar 2026'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'PageDown' });
    expect(within(mini()).getByRole('heading', { name: 'März 2026' })).toBeTruthy();
    expect(document.activeElement).toBe(day('Montag, 16. März 2026'));

    // A button: Enter and Space press it, which is the click that selects the day.
    fireEvent.click(document.activeElement as Element);
    expect(onSelect).toHaveBeenCalledWith('2026-03-16');
    expect(onSelect).toHaveBeenCalledTimes(1);
  });
});
