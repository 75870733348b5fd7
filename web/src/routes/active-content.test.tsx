import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActiveHotelProvider } from '@web/features/hotels/active-hotel';
import { Component as ContentPage } from './active-content';
import { Component as RoomsPage } from './active-content-rooms';

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

/** Answers the hotels lookup with `hotels` and every other read with an empty list or text. */
function stubApi(hotels: unknown[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.split('?')[0]!;
      const body = path === '/api/hotels' ? { hotels } : path.endsWith('/rooms') ? { rooms: [] } : {};
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
}

function renderPage(Page: ComponentType, path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <ActiveHotelProvider>
          <Page />
        </ActiveHotelProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/active-content', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('without a hotel, says so in German and leads to settings', async () => {
    stubApi([]);
    renderPage(ContentPage, '/active-content');
    expect(await screen.findByRole('heading', { name: 'Kein Hotel ausgewählt' })).toBeTruthy();
    expect(screen.getByText('Bitte wählen Sie ein Hotel in den Einstellungen aus')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zu den Einstellungen' }).getAttribute('href')).toBe('/settings');
  });

  it("shows the active hotel's content page", async () => {
    stubApi([hotel]);
    renderPage(ContentPage, '/active-content');
    expect(await screen.findByRole('heading', { name: 'Hotel Seeblick' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'My Rooms' })).toBeTruthy();
  });
});

describe('/active-content/rooms', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('without a hotel, says so and leads to settings', async () => {
    stubApi([]);
    renderPage(RoomsPage, '/active-content/rooms');
    expect(await screen.findByRole('heading', { name: 'No Hotel Selected' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Settings' }).getAttribute('href')).toBe('/settings');
  });

  it("shows the active hotel's rooms", async () => {
    stubApi([hotel]);
    renderPage(RoomsPage, '/active-content/rooms');
    expect(await screen.findByRole('heading', { name: 'No rooms yet' })).toBeTruthy();
  });
});
