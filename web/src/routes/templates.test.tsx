import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActiveHotelProvider } from '@web/features/hotels/active-hotel';
import { Component as TemplatesRoute } from './templates';

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

/** Answers the hotels lookup with `hotels` and the templates list with none. */
function stubApi(hotels: unknown[]) {
  const fetch = vi.fn(async (url: string) => {
    const body = url === '/api/hotels' ? { hotels } : { templates: [] };
    return new Response(JSON.stringify(body), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderRoute() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/templates']}>
        <ActiveHotelProvider>
          <TemplatesRoute />
        </ActiveHotelProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/templates', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('without a hotel, says so and leads to settings', async () => {
    stubApi([]);
    renderRoute();
    expect(await screen.findByRole('heading', { name: 'No Hotel Selected' })).toBeTruthy();
    expect(screen.getByText('Please select a hotel in the settings to manage its templates.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Settings' }).getAttribute('href')).toBe('/settings');
  });

  it("shows the active hotel's templates", async () => {
    const fetch = stubApi([hotel]);
    renderRoute();
    expect(await screen.findByRole('heading', { name: 'No templates yet' })).toBeTruthy();
    expect(fetch.mock.calls.map(([url]) => url)).toContain('/api/hotels/h1/templates');
  });
});
