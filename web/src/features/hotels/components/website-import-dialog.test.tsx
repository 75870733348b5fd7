import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { importRun, importSucceeded } from '@web/features/property-import/testing/import-fixtures';
import { ActiveHotelProvider } from '../active-hotel';
import type { Hotel } from '../api/get-hotels';
import { HotelSettings } from './hotel-settings';

const lindau: Hotel = {
  id: 'hotel-2',
  role: 'owner',
  name: 'Adler Lindau',
  website: 'https://adler-lindau.example',
  type: 'chain',
  category: 'business',
  numberOfRooms: null,
  chainName: 'Adler Hotels',
  phone: null,
  reservationsEmail: null,
  starRating: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  location: {
    address: 'Seestraße 1',
    city: 'Lindau',
    country: 'Germany',
    countryCode: 'DE',
    postalCode: '88131',
  },
};

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

afterEach(() => vi.unstubAllGlobals());

it("'Import from website' on a hotel card imports that hotel from its website and shows the result", async () => {
  const started = importRun({ hotelId: 'hotel-2', source: 'website', url: 'https://adler-lindau.example/' });
  const posted: unknown[] = [];
  let latest: unknown = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/hotels') return answer(200, { hotels: [lindau] });
      if (url === '/api/config') return answer(200, { googleSignIn: false, propertyImport: true });
      if (url === '/api/hotels/hotel-2/import/website' && init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        latest = started;
        return answer(202, { import: started });
      }
      if (url === '/api/hotels/hotel-2/import') return answer(200, { import: latest });
      if (url === `/api/hotels/hotel-2/import/${started.id}`)
        return answer(200, {
          import: importSucceeded({ hotelId: 'hotel-2', source: 'website', url: started.url }),
        });
      if (url.startsWith('/api/hotels/hotel-2/rooms')) return answer(200, { rooms: [] });
      return answer(404, { error: { code: 'notFound', message: url } });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ActiveHotelProvider>
        <HotelSettings />
      </ActiveHotelProvider>
    </QueryClientProvider>,
  );
  const card = await screen.findByRole('article', { name: 'Adler Lindau' });
  fireEvent.click(within(card).getByRole('button', { name: 'Import from website' }));

  // The dialog's code is loaded when it is first opened: the first load may take a moment under a busy test run.
  const dialog = await screen.findByRole('dialog', { name: 'Import from website: Adler Lindau' });
  const field = (await within(dialog).findByLabelText('Your website')) as HTMLInputElement;
  expect(field.value).toBe('https://adler-lindau.example');
  // Only the website: a hotel card offers no marketplace import, even where the server has one.
  expect(within(dialog).queryByLabelText('Booking.com property URL')).toBeNull();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Import from your website' }));

  await waitFor(() => expect(posted).toEqual([{ url: 'https://adler-lindau.example/' }]));
  expect(await within(dialog).findByText('Imported Hotel Adler')).toBeTruthy();
  expect(within(dialog).getByText('No rooms added yet')).toBeTruthy();
});
