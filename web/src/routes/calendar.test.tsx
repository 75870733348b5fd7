import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActiveHotelProvider } from '@web/features/hotels/active-hotel';
import { Component as CalendarRoute } from './calendar';

const hotel = {
  id: 'h1',
  name: 'Hotel Seeblick',
  website: '',
  type: 'individual',
  category: 'city',
  numberOfRooms: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  location: null,
};

function stubApi(hotels: unknown[], templates: unknown[] = []) {
  const fetch = vi.fn(async (url: string) => {
    const body = url === '/api/hotels' ? { hotels } : { templates };
    return new Response(JSON.stringify(body), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderRoute() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/calendar']}>
        <ActiveHotelProvider>
          <CalendarRoute />
        </ActiveHotelProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/calendar', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('without a hotel, says so and leads to settings', async () => {
    stubApi([]);
    renderRoute();
    expect(await screen.findByRole('heading', { name: 'Kein Hotel ausgewählt' })).toBeTruthy();
    expect(screen.getByText('Bitte wählen Sie ein Hotel in den Einstellungen aus')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zu den Einstellungen' }).getAttribute('href')).toBe('/settings');
  });

  it("reads the active hotel's templates and shows them", async () => {
    const fetch = stubApi(
      [hotel],
      [{ id: 't1', name: 'Ostern', startDate: '2020-01-01', endDate: '2040-12-31', isPublished: true }],
    );
    renderRoute();
    expect(await screen.findByRole('checkbox', { name: 'Ostern' })).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/api/hotels/h1/calendar-templates', expect.anything());
    // Covering every day, the template shows on today's cell, marked as today.
    const todayCell = document.querySelector('td[aria-current="date"]');
    expect(todayCell?.textContent).toContain('Ostern');
  });
});
