import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@web/lib/api-client';
import { ActiveHotelProvider, useActiveHotel } from '../active-hotel';
import { HotelAccessWatch } from './hotel-access-watch';

const hotelId = '6f1c2a4e-8b7d-4c3e-9a1f-2b3c4d5e6f70';
const otherId = '7a2d3b5f-9c8e-4d4f-8b2a-3c4d5e6f7a81';
const hotel = (id: string, name: string) => ({
  id,
  role: 'editor',
  name,
  website: '',
  type: 'individual',
  category: 'city',
  numberOfRooms: null,
  chainName: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  location: null,
});

function ActiveName() {
  return <p>{useActiveHotel().activeHotel?.name ?? 'none'}</p>;
}

/** The app as a member sees it; `stillMember` says what GET /api/hotels answers after the first time. */
function renderApp(stillMember: boolean) {
  let hotelReads = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/hotels') {
        hotelReads++;
        const hotels = hotelReads === 1 || stillMember ? [hotel(hotelId, 'Seehof')] : [];
        return new Response(JSON.stringify({ hotels }), { status: 200 });
      }
      const body = { error: { code: 'notFound', message: 'Not found' } };
      return new Response(JSON.stringify(body), { status: 404 });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/rooms',
        element: (
          <ActiveHotelProvider>
            <HotelAccessWatch />
            <ActiveName />
          </ActiveHotelProvider>
        ),
      },
      { path: '/not-found', element: <p>Seite nicht gefunden</p> },
    ],
    { initialEntries: ['/rooms'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('a request under the active hotel answering 404', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('ends on the not-found page when the hotel is no longer among the user’s hotels', async () => {
    const router = renderApp(false);
    await screen.findByText('Seehof');
    await expect(apiRequest(`/api/hotels/${hotelId}/rooms`)).rejects.toMatchObject({ status: 404 });
    await screen.findByText('Seite nicht gefunden');
    expect(router.state.location.pathname).toBe('/not-found');
  });

  it('stays on the page when only a thing inside the hotel is gone, or another hotel answered 404', async () => {
    const router = renderApp(true);
    await screen.findByText('Seehof');
    await expect(apiRequest(`/api/hotels/${hotelId}/rooms/missing`)).rejects.toMatchObject({ status: 404 });
    await expect(apiRequest(`/api/hotels/${otherId}/rooms`)).rejects.toMatchObject({ status: 404 });
    await waitFor(() =>
      expect(vi.mocked(fetch).mock.calls.filter(([url]) => url === '/api/hotels')).toHaveLength(2),
    );
    expect(router.state.location.pathname).toBe('/rooms');
    expect(screen.getByText('Seehof')).toBeTruthy();
  });
});
