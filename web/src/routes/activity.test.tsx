import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActivityLogEntryView, ActivityLogPage } from '@common/activities/schemas';
import { ActiveHotelProvider } from '@web/features/hotels/active-hotel';
import { sampleHotel } from './testing/signed-in-route';
import { Component as ActivityRoute } from './activity';

const anna = { id: 'u-anna', name: 'Anna Weber' };
const longText = `${'The lake is quiet in the morning. '.repeat(20)}The end.`;

const entry = (id: string, overrides: Partial<ActivityLogEntryView> = {}): ActivityLogEntryView => ({
  id,
  kind: 'asset_upload',
  title: `Uploaded new Property: ${id}.jpg`,
  actor: anna,
  changes: [],
  createdAt: '2026-03-01T09:00:00.000Z',
  ...overrides,
});

const edited = entry('e1', {
  kind: 'room_update',
  title: 'Updated room: Garden Suite',
  changes: [
    { field: 'Name', before: 'Suite', after: 'Garden Suite' },
    { field: 'View', before: null, after: 'garden' },
  ],
  createdAt: '2026-03-02T10:30:00.000Z',
});
const described = entry('e2', {
  kind: 'description_update',
  title: 'Updated the hotel description',
  changes: [{ field: 'Description (EN)', before: 'Short.', after: longText }],
});
const pushed = entry('e3', { kind: 'alpinebits_push', title: 'Pushed the content', actor: null });

const members = {
  members: [
    { id: 'u-anna', name: 'Anna Weber', current: true },
    { id: 'u-lars', name: 'Lars Left', current: false },
  ],
};

/**
 * The fake API: the hotels, the members, and log pages by cursor (`pages[cursor ?? '']`), each request's query
 * kept in `logQueries`. A filtered log (any of actor, kind, from, to) has no entries.
 */
function stubApi({
  pages = { '': { entries: [edited, described, pushed], nextCursor: null } } as Record<
    string,
    ActivityLogPage
  >,
  failLog = false,
} = {}) {
  const logQueries: URLSearchParams[] = [];
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  const fetch = vi.fn(async (url: string) => {
    const [path, query = ''] = url.split('?') as [string, string?];
    if (path === '/api/hotels') return json({ hotels: [sampleHotel] });
    if (path === '/api/hotels/h1/activity-log/members') return json(members);
    if (path === '/api/hotels/h1/activity-log') {
      const params = new URLSearchParams(query);
      logQueries.push(params);
      if (failLog)
        return json({ error: { code: 'validation', message: 'This kind of activity is not known.' } }, 400);
      const filtered = ['actor', 'kind', 'from', 'to'].some((key) => params.has(key));
      const page = filtered ? undefined : pages[params.get('cursor') ?? ''];
      return json(page ?? { entries: [], nextCursor: null });
    }
    return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, logQueries };
}

function Location() {
  return <p data-testid="location">{useLocation().search}</p>;
}

function renderPage(path = '/activity') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <ActiveHotelProvider>
          <Routes>
            <Route
              path="/activity"
              element={
                <>
                  <ActivityRoute />
                  <Location />
                </>
              }
            />
          </Routes>
        </ActiveHotelProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const logList = () => screen.findByRole('list', { name: 'Activity log' });
const entries = async () => within(await logList()).getAllByRole('listitem');
const search = () => new URLSearchParams(screen.getByTestId('location').textContent ?? '');

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/activity', () => {
  it('lists who did what and when, newest first, with each edited field before and after', async () => {
    stubApi();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Activity' })).toBeTruthy();
    const [room, description, push] = await entries();
    expect(within(room!).getByText('Updated room: Garden Suite')).toBeTruthy();
    expect(within(room!).getByText('Anna Weber')).toBeTruthy();
    expect(within(room!).getByText('Room edited')).toBeTruthy();
    expect(room!.querySelector('time')?.getAttribute('datetime')).toBe('2026-03-02T10:30:00.000Z');

    const changes = within(room!).getByRole('table', { name: 'Changes: Updated room: Garden Suite' });
    const rows = within(changes)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Field', 'Before', 'After'],
      ['Name', 'Suite', 'Garden Suite'],
      ['View', 'Not set', 'garden'],
    ]);
    // The system's own work names no member.
    expect(within(push!).getByText('System')).toBeTruthy();
    expect(within(push!).queryByText('Anna Weber')).toBeNull();
    expect(within(description!).queryByRole('table')).toBeTruthy();
  });

  it("folds a long text and opens it with 'Show all', by keyboard too", async () => {
    stubApi();
    renderPage();
    const [, description] = await entries();
    const toggle = within(description!).getByRole('button', { name: 'Show all' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const text = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(text.textContent).toBe(longText);
    expect(text.className).toContain('line-clamp-4');
    toggle.focus();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Show less');
    expect(text.className).not.toContain('line-clamp-4');
    // A short value has nothing to fold.
    expect(within(description!).getAllByRole('button')).toHaveLength(1);
  });

  it('filters by member, kind and days, kept in the address and sent as the viewer’s days', async () => {
    const { logQueries } = stubApi();
    renderPage();
    await entries();
    const member = screen.getByLabelText('Member') as HTMLSelectElement;
    await waitFor(() => expect(within(member).getAllByRole('option')).toHaveLength(3));
    expect(
      within(member)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All members', 'Anna Weber', 'Lars Left (no longer a member)']);
    fireEvent.change(member, { target: { value: 'u-lars' } });
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'gallery_update' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-07' } });

    await waitFor(() =>
      expect(Object.fromEntries(search())).toEqual({
        member: 'u-lars',
        kind: 'gallery_update',
        from: '2026-03-01',
        to: '2026-03-07',
      }),
    );
    await waitFor(() => expect(logQueries.at(-1)?.get('to')).not.toBeNull());
    const sent = logQueries.at(-1)!;
    expect(sent.get('actor')).toBe('u-lars');
    expect(sent.get('kind')).toBe('gallery_update');
    expect(sent.get('from')).toBe(new Date(2026, 2, 1).toISOString());
    expect(sent.get('to')).toBe(new Date(2026, 2, 8).toISOString());
    expect(sent.get('limit')).toBe('50');
    expect(await screen.findByText('No activity matches these filters.')).toBeTruthy();

    const csv = screen.getByRole('link', { name: 'Export CSV' });
    const csvUrl = new URL(csv.getAttribute('href')!, 'http://localhost');
    expect(csvUrl.pathname).toBe('/api/hotels/h1/activity-log.csv');
    expect(csvUrl.searchParams.get('actor')).toBe('u-lars');
    expect(csvUrl.searchParams.get('to')).toBe(new Date(2026, 2, 8).toISOString());
    expect(csv.hasAttribute('download')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(search().toString()).toBe(''));
    expect((await entries()).length).toBe(3);
  });

  it('opens with the filters of its address, and says so when the days run backwards', async () => {
    const { logQueries } = stubApi();
    renderPage('/activity?kind=room_update&from=2026-03-05&to=2026-03-01');
    expect(await screen.findByText('The start of the date range must not be after its end.')).toBeTruthy();
    expect((screen.getByLabelText('Kind') as HTMLSelectElement).value).toBe('room_update');
    expect(screen.queryByRole('link', { name: 'Export CSV' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(true);
    expect(logQueries).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-09' } });
    await waitFor(() => expect(logQueries).toHaveLength(1));
    expect(logQueries[0]!.get('kind')).toBe('room_update');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toBeTruthy();
  });

  it("pages through the log with 'Load more' until its end", async () => {
    const first = Array.from({ length: 50 }, (_, index) => entry(`p1-${index}`));
    const second = Array.from({ length: 20 }, (_, index) => entry(`p2-${index}`));
    const { logQueries } = stubApi({
      pages: {
        '': { entries: first, nextCursor: 'cursor-2' },
        'cursor-2': { entries: second, nextCursor: null },
      },
    });
    renderPage();
    expect(await entries()).toHaveLength(50);
    expect(screen.getByText('50 entries shown')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await entries()).toHaveLength(70));
    expect(logQueries.at(-1)?.get('cursor')).toBe('cursor-2');
    expect(screen.getByText('70 entries shown')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when the log is empty, and when it could not be read, with a retry', async () => {
    stubApi({ pages: { '': { entries: [], nextCursor: null } } });
    const { unmount } = renderPage();
    expect(
      await screen.findByText(
        'No activity yet. Changes to photos, rooms, descriptions and templates will appear here.',
      ),
    ).toBeTruthy();
    unmount();

    const { logQueries } = stubApi({ failLog: true });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The activity log could not be loaded: This kind of activity is not known.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(logQueries).toHaveLength(2));
  });
});
