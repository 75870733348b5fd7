import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { evaluateReadiness } from '@common/channels/evaluate';
import type { ReadinessInput } from '@common/channels/readiness';
import {
  chainReadinessAnswer,
  hotelReadinessAnswer,
  readinessInput,
  readinessPhoto,
  readinessRoom,
} from '@web/features/channels/testing/readiness-fixtures';
import { ActiveHotelProvider } from '@web/features/hotels/active-hotel';
import { storageKeys } from '@web/lib/storage-keys';
import { sampleHotel } from './testing/signed-in-route';
import { Component as ChannelsRoute } from './channels';

/** Deluxe Double Room has 2 photos (Booking.com needs 4); a third photo of the library is 850 × 400 px. */
const seeblick = readinessInput({
  photos: [readinessPhoto('p1'), readinessPhoto('p2'), readinessPhoto('p3', { width: 850, height: 400 })],
  rooms: [readinessRoom('r1', 'Deluxe Double Room', ['p1', 'p2'])],
});
const lindauHotel = { ...sampleHotel, id: 'h2', name: 'Hotel Lindau', createdAt: '2025-02-01T00:00:00.000Z' };
const lindau = readinessInput();

function stubApi({
  hotels = [sampleHotel],
  inputs = { h1: seeblick, h2: lindau } as Record<string, ReadinessInput>,
  failReadiness = false,
} = {}) {
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  const fetch = vi.fn(async (url: string) => {
    const path = url.split('?')[0]!;
    if (path === '/api/hotels') return json({ hotels });
    if (path === '/api/channel-readiness/hotels')
      return json(chainReadinessAnswer(hotels.map((hotel) => ({ ...hotel, input: inputs[hotel.id]! }))));
    const hotelId = /^\/api\/hotels\/([^/]+)\/channel-readiness$/.exec(path)?.[1];
    if (hotelId && failReadiness)
      return json({ error: { code: 'internal', message: 'Something went wrong' } }, 500);
    if (hotelId) return json(hotelReadinessAnswer(inputs[hotelId]!));
    return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** The page at /channels; every other address shows where a link led. */
function renderPage(path = '/channels') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <ActiveHotelProvider>
          <Routes>
            <Route path="/channels" element={<ChannelsRoute />} />
            <Route path="*" element={<Location />} />
          </Routes>
        </ActiveHotelProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const matrix = () => screen.findByRole('table', { name: 'Readiness per channel and rule group' });
const booking = evaluateReadiness(seeblick).find((channel) => channel.channel === 'booking')!;

describe('/channels', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows a matrix of channels by rule groups, each cell a status word with its count', async () => {
    stubApi();
    renderPage();
    expect(screen.getByText('Loading...')).toBeTruthy();
    const table = await matrix();
    const columns = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(columns).toEqual([
      'Rule group',
      'Booking.comMissing',
      'ExpediaMissing',
      'GoogleMissing',
      'AgodaMissing',
      'HRSMissing',
      'WebsiteMissing',
      'AlpineBitsMissing',
    ]);
    const rows = within(table)
      .getAllByRole('rowheader')
      .map((header) => header.textContent);
    expect(rows).toEqual([
      'Photos',
      'Rooms',
      'Descriptions',
      'Languages',
      'Amenities',
      'Policies',
      'Contact',
    ]);
    // Booking.com's photos fail: the room has 2 photos and one photo is too small to be shown.
    const photosRow = within(table).getByRole('row', { name: /^Photos/ });
    expect(within(photosRow).getAllByRole('cell')[0]!.textContent).toBe(
      `Missing: ${booking.groups.photos.fail}`,
    );
    expect(booking.groups.photos.fail).toBeGreaterThanOrEqual(2);
  });

  it("opens a channel's checklist from its column, focused, failing rules first with their rooms and photos", async () => {
    stubApi();
    renderPage();
    await matrix();
    fireEvent.click(screen.getByRole('button', { name: 'Open the Booking.com checklist' }));
    const heading = await screen.findByRole('heading', { name: 'Booking.com checklist' });
    await waitFor(() => expect(document.activeElement).toBe(heading));

    const rules = screen.getAllByTestId('rule-outcome');
    const statuses = rules.map(
      (rule) => within(rule).getAllByText(/^(Missing|Recommended|Ready)$/)[0]!.textContent,
    );
    const order = { Missing: 0, Recommended: 1, Ready: 2 } as Record<string, number>;
    expect(statuses).toEqual([...statuses].sort((a, b) => order[a!]! - order[b!]!));
    // Ready rules are folded away until asked for.
    const ready = screen.getByText(`Ready (${booking.counts.pass})`).closest('details')!;
    expect(ready.open).toBe(false);

    const roomPhotos = rules.find((rule) => rule.dataset.rule === 'booking.roomPhotos')!;
    // In plain words with the numbers (the catalogue's rules.booking.roomPhotos, the outcome's values).
    expect(within(roomPhotos).getByRole('heading').textContent).toBe('At least 4 photos per room type');
    expect(
      within(roomPhotos).getByText('Deluxe Double Room has 2 photos; Booking.com needs at least 4'),
    ).toBeTruthy();
    expect(
      within(roomPhotos).getByRole('link', { name: 'Fix: Deluxe Double Room' }).getAttribute('href'),
    ).toBe('/active-content/rooms?room=r1');
    const displaySize = rules.find((rule) => rule.dataset.rule === 'booking.displaySize')!;
    expect(within(displaySize).getByRole('img', { name: 'p3.jpg' }).getAttribute('src')).toBe(
      '/files/p3-thumb.webp',
    );
    expect(within(displaySize).getByRole('link', { name: 'Fix: p3.jpg' }).getAttribute('href')).toBe(
      '/all-content?edit=p3',
    );
    const description = rules.find((rule) => rule.dataset.rule === 'booking.description')!;
    expect(within(description).getByRole('link', { name: /^Fix/ }).getAttribute('href')).toBe(
      '/active-content?tab=description',
    );
  });

  it('keeps the open checklist in the address and follows a Fix link to its place', async () => {
    stubApi();
    renderPage('/channels?channel=booking');
    await screen.findByRole('heading', { name: 'Booking.com checklist' });
    const roomPhotos = screen
      .getAllByTestId('rule-outcome')
      .find((rule) => rule.dataset.rule === 'booking.roomPhotos')!;
    fireEvent.click(within(roomPhotos).getByRole('link', { name: 'Fix: Deluxe Double Room' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/active-content/rooms?room=r1');
  });

  it("shows the AlpineBits column's rules, the missing connection linked to /ota", async () => {
    stubApi();
    renderPage('/channels?channel=alpinebits');
    await screen.findByRole('heading', { name: 'AlpineBits checklist' });
    const roomCodes = screen
      .getAllByTestId('rule-outcome')
      .find((rule) => rule.dataset.rule === 'alpinebits.roomCodes')!;
    expect(within(roomCodes).getByRole('heading').textContent).toBe('A room code for every room');
    expect(
      within(roomCodes).getByText(
        'The hotel has no AlpineBits connection yet; connect it and give each room its code',
      ),
    ).toBeTruthy();
    fireEvent.click(within(roomCodes).getAllByRole('link', { name: /^Fix/ })[0]!);
    expect((await screen.findByTestId('location')).textContent).toBe('/ota');
  });

  it("locks a viewer's Fix links, saying why, and leads nowhere", async () => {
    stubApi({ hotels: [{ ...sampleHotel, role: 'viewer' }] });
    renderPage('/channels?channel=booking');
    await screen.findByRole('heading', { name: 'Booking.com checklist' });
    const roomPhotos = screen
      .getAllByTestId('rule-outcome')
      .find((rule) => rule.dataset.rule === 'booking.roomPhotos')!;
    const fix = within(roomPhotos).getByRole('link', { name: 'Fix: Deluxe Double Room' });
    expect(fix.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(fix.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Your role does not allow this.',
    );
    fireEvent.click(fix);
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it("locks an editor's Fix of the AlpineBits connection, which is an admin's", async () => {
    stubApi({ hotels: [{ ...sampleHotel, role: 'editor' }] });
    renderPage('/channels?channel=alpinebits');
    await screen.findByRole('heading', { name: 'AlpineBits checklist' });
    const roomCodes = screen
      .getAllByTestId('rule-outcome')
      .find((rule) => rule.dataset.rule === 'alpinebits.roomCodes')!;
    const fix = within(roomCodes).getAllByRole('link', { name: /^Fix/ })[0]!;
    expect(fix.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(fix);
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('says when the readiness cannot be loaded, and tries again', async () => {
    const fetch = stubApi({ failReadiness: true });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The channel readiness could not be loaded.')).toBeTruthy();
    const reads = () => fetch.mock.calls.filter(([url]) => url === '/api/hotels/h1/channel-readiness').length;
    const before = reads();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(reads()).toBe(before + 1));
  });

  it("shows a chain's hotels per channel, and makes one the active hotel", async () => {
    stubApi({ hotels: [sampleHotel, lindauHotel] });
    renderPage();
    const chain = await screen.findByRole('table', { name: 'Readiness of each hotel per channel' });
    const rows = within(chain).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Hotel SeeblickActive',
      'Hotel Lindau',
    ]);
    const lindauBooking = evaluateReadiness(lindau).find((channel) => channel.channel === 'booking')!;
    expect(within(rows[1]!).getAllByRole('cell')[0]!.textContent).toBe(
      `Missing: ${lindauBooking.counts.fail}`,
    );

    fireEvent.click(within(chain).getByRole('button', { name: 'Show Hotel Lindau' }));
    expect(await screen.findByText(/of Hotel Lindau, rule by rule/)).toBeTruthy();
    expect(localStorage.getItem(storageKeys.activeHotelId)).toContain('h2');
  });
});
