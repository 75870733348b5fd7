import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { ActiveHotelProvider } from '@web/features/hotels/active-hotel';

/** A hotel as GET /api/hotels answers it. */
export const sampleHotel = {
  id: 'h1',
  role: 'owner',
  name: 'Hotel Seeblick',
  website: '',
  type: 'individual',
  category: 'city',
  numberOfRooms: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  location: null,
};

/**
 * A fake API for a route's page: GET /api/hotels answers `hotels`; every other path (without its query) what
 * `answerFor` gives, an empty object by default.
 */
export function stubRouteApi(hotels: unknown[], answerFor: (path: string) => unknown = () => ({})) {
  const fetch = vi.fn(async (url: string) => {
    const path = url.split('?')[0]!;
    const body = path === '/api/hotels' ? { hotels } : answerFor(path);
    return new Response(JSON.stringify(body), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** A route's page at `path` with a fresh query cache (no retries) and the active hotel, as the app shell gives. */
export function renderSignedInRoute(Page: ComponentType, path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <ActiveHotelProvider>
          <Page />
        </ActiveHotelProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
