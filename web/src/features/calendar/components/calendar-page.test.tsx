import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CalendarTemplateView } from '@common/templates/schemas';
import { CalendarPage } from './calendar-page';

const template = (id: string, name: string, startDate: string | null, endDate: string | null) =>
  ({ id, name, startDate, endDate, isPublished: true }) satisfies CalendarTemplateView;

function stubTemplates(templates: CalendarTemplateView[] | Response) {
  const fetch = vi.fn(async () =>
    templates instanceof Response ? templates : new Response(JSON.stringify({ templates }), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

// Thursday, 12 March 2026. March 2026 starts on a Sunday and needs 6 rows.
const today = '2026-03-12';

function renderCalendar() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <CalendarPage hotelId="h1" today={today} />
    </QueryClientProvider>,
  );
}

const mainGrid = () => document.querySelector('table') as HTMLElement;

/** The main view's cell of a day, by the full date it carries ('Donnerstag, 12. März 2026'). */
function dayCell(label: string) {
  // By element rather than role: role queries over a month of cells are slow in jsdom.
  const cell = [...mainGrid().querySelectorAll('td')].find(
    (candidate) => candidate.querySelector('time .sr-only')?.textContent === label,
  );
  if (!cell) throw new Error(`no cell ${label}`);
  return cell;
}

const chipsIn = (cell: HTMLElement) =>
  within(cell)
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe('CalendarPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the month in German, Monday first, with 6 rows when the month needs them', async () => {
    stubTemplates([]);
    renderCalendar();
    expect(screen.getByRole('heading', { name: 'März 2026', level: 2 })).toBeTruthy();
    const headers = within(mainGrid()).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'MoMontag',
      'DiDienstag',
      'MiMittwoch',
      'DoDonnerstag',
      'FrFreitag',
      'SaSamstag',
      'SoSonntag',
    ]);
    expect(within(mainGrid()).getAllByRole('row')).toHaveLength(7); // the header row and 6 weeks
    expect(dayCell('Donnerstag, 12. März 2026').getAttribute('aria-current')).toBe('date');
    expect(dayCell('Dienstag, 31. März 2026').className).not.toContain('bg-slate-50');
    expect(dayCell('Montag, 23. Februar 2026').className).toContain('bg-slate-50');
    expect(await screen.findByText('Keine Templates verfügbar')).toBeTruthy();
  });

  it('puts a chip on every day from start to end, both included, and none for templates without both dates', async () => {
    stubTemplates([
      template('t1', 'Frühlingsfest', '2026-03-10', '2026-03-13'),
      template('t2', 'Ohne Ende', '2026-03-10', null),
      template('t3', 'Ohne Datum', null, null),
    ]);
    renderCalendar();
    await screen.findByRole('checkbox', { name: 'Frühlingsfest' });
    expect(chipsIn(dayCell('Montag, 9. März 2026'))).toEqual([]);
    expect(chipsIn(dayCell('Dienstag, 10. März 2026'))).toEqual(['Frühlingsfest']);
    expect(chipsIn(dayCell('Freitag, 13. März 2026'))).toEqual(['Frühlingsfest']);
    expect(chipsIn(dayCell('Samstag, 14. März 2026'))).toEqual([]);
    // Every template is listed and ticked, whether or not it has dates.
    for (const name of ['Frühlingsfest', 'Ohne Ende', 'Ohne Datum']) {
      expect((screen.getByRole('checkbox', { name }) as HTMLInputElement).checked).toBe(true);
    }
  });

  it('hides the chips of an unticked template and shows them again when ticked', async () => {
    stubTemplates([
      template('t1', 'Frühlingsfest', '2026-03-10', '2026-03-13'),
      template('t2', 'Ostermarkt', '2026-03-12', '2026-03-12'),
    ]);
    renderCalendar();
    const checkbox = await screen.findByRole('checkbox', { name: 'Frühlingsfest' });
    expect(chipsIn(dayCell('Donnerstag, 12. März 2026'))).toEqual(['Frühlingsfest', 'Ostermarkt']);
    fireEvent.click(checkbox);
    expect(chipsIn(dayCell('Donnerstag, 12. März 2026'))).toEqual(['Ostermarkt']);
    expect(chipsIn(dayCell('Dienstag, 10. März 2026'))).toEqual([]);
    fireEvent.click(checkbox);
    expect(chipsIn(dayCell('Dienstag, 10. März 2026'))).toEqual(['Frühlingsfest']);
  });

  it('colours a chip and its dot by the template id', async () => {
    // '1' is numeric: palette index 1, green.
    stubTemplates([template('1', 'Grün', '2026-03-12', '2026-03-12')]);
    renderCalendar();
    const checkbox = await screen.findByRole('checkbox', { name: 'Grün' });
    expect(checkbox.closest('label')?.querySelector('[aria-hidden="true"]')?.className).toContain(
      'bg-green-600',
    );
    const chip = within(dayCell('Donnerstag, 12. März 2026')).getByRole('listitem');
    expect(chip.className).toContain('bg-green-100');
    expect(chip.className).toContain('text-green-900');
  });

  it('switches to the week view and steps by weeks and months', async () => {
    stubTemplates([template('t1', 'Frühlingsfest', '2026-03-15', '2026-03-17')]);
    renderCalendar();
    await screen.findByRole('checkbox', { name: 'Frühlingsfest' });
    const month = screen.getByRole('button', { name: 'Monat' });
    const week = screen.getByRole('button', { name: 'Woche' });
    expect(month.getAttribute('aria-pressed')).toBe('true');
    expect(week.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(week);
    expect(week.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('heading', { name: '9.–15. März 2026' })).toBeTruthy();
    expect(within(mainGrid()).getAllByRole('cell')).toHaveLength(7);
    expect(chipsIn(dayCell('Sonntag, 15. März 2026'))).toEqual(['Frühlingsfest']);

    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByRole('heading', { name: '16.–22. März 2026' })).toBeTruthy();
    expect(chipsIn(dayCell('Dienstag, 17. März 2026'))).toEqual(['Frühlingsfest']);
    expect(chipsIn(dayCell('Mittwoch, 18. März 2026'))).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByRole('heading', { name: '30. März – 5. April 2026' })).toBeTruthy();

    fireEvent.click(month);
    expect(screen.getByRole('heading', { name: 'April 2026', level: 2 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(screen.getByRole('heading', { name: 'Februar 2026', level: 2 })).toBeTruthy();
  });

  it('has a mini calendar of 42 days with its own months; a click moves the view to the day', async () => {
    stubTemplates([template('t1', 'Sommerfest', '2026-07-02', '2026-07-04')]);
    renderCalendar();
    await screen.findByRole('checkbox', { name: 'Sommerfest' });
    const mini = screen.getByRole('region', { name: 'Monatsübersicht' });
    expect(within(mini).getAllByRole('button', { name: /2026$/ })).toHaveLength(42);
    expect(
      within(mini).getByRole('button', { name: 'Donnerstag, 12. März 2026' }).getAttribute('aria-pressed'),
    ).toBe('true');

    for (let step = 0; step < 4; step++)
      fireEvent.click(within(mini).getByRole('button', { name: 'Nächster Monat' }));
    expect(within(mini).getByRole('heading', { name: 'Juli 2026' })).toBeTruthy();
    // The main view stays until a day is chosen.
    expect(screen.getByRole('heading', { name: 'März 2026', level: 2 })).toBeTruthy();

    fireEvent.click(within(mini).getByRole('button', { name: 'Freitag, 3. Juli 2026' }));
    expect(screen.getByRole('heading', { name: 'Juli 2026', level: 2 })).toBeTruthy();
    expect(chipsIn(dayCell('Freitag, 3. Juli 2026'))).toEqual(['Sommerfest']);
    fireEvent.click(screen.getByRole('button', { name: 'Woche' }));
    expect(screen.getByRole('heading', { name: '29. Juni – 5. Juli 2026' })).toBeTruthy();
  });

  it('after a failed load, logs a warning and shows an empty calendar', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubTemplates(
      new Response(JSON.stringify({ error: { code: 'internal', message: 'boom' } }), { status: 500 }),
    );
    renderCalendar();
    expect(await screen.findByText('Keine Templates verfügbar')).toBeTruthy();
    expect(warn).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'März 2026', level: 2 })).toBeTruthy();
    warn.mockRestore();
  });
});
