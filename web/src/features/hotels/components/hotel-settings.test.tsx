import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@web/lib/storage-keys';
import { ActiveHotelProvider } from '../active-hotel';
import type { Hotel } from '../api/get-hotels';
import { HotelSettings } from './hotel-settings';

const hotel = (id: string, name: string, type: Hotel['type']): Hotel => ({
  id,
  role: 'owner',
  name,
  website: `https://${id}.test`,
  type,
  category: 'business',
  numberOfRooms: null,
  chainName: type === 'chain' ? 'Adler Hotels' : null,
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
});

const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

/** A fake API holding the hotel list; DELETE removes a hotel like the server would. */
function stubApi(initial: Hotel[]) {
  let hotels = [...initial];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      const created = { ...hotel('c', 'New', 'chain'), ...JSON.parse(String(init.body)) };
      hotels = [...hotels, created];
      return answer(201, { hotel: created });
    }
    if (init?.method === 'DELETE') {
      hotels = hotels.filter((entry) => !url.endsWith(`/${entry.id}`));
      return answer(204);
    }
    return answer(200, { hotels });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderSettings() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ActiveHotelProvider>
        <HotelSettings />
      </ActiveHotelProvider>
    </QueryClientProvider>,
  );
}

describe('HotelSettings', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows Add Hotel and Delete to a chain with several hotels, and marks the active one', async () => {
    stubApi([hotel('a', 'Adler Lindau', 'chain'), hotel('b', 'Adler Bregenz', 'chain')]);
    renderSettings();
    const first = await screen.findByRole('article', { name: 'Adler Lindau' });
    const second = screen.getByRole('article', { name: 'Adler Bregenz' });
    expect(screen.getByRole('button', { name: 'Add Hotel' })).toBeTruthy();
    expect(first.getAttribute('aria-current')).toBe('true');
    expect(within(first).getByText('Active')).toBeTruthy();
    expect(within(first).queryByRole('button', { name: 'Set as active' })).toBeNull();
    expect(within(second).getByRole('button', { name: 'Set as active' })).toBeTruthy();
    expect(within(second).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(within(first).getByText('Seestraße 1, 88131 Lindau, Germany')).toBeTruthy();
    // DECISIONS.md point 27: the chain's name from onboarding is shown.
    expect(screen.getByText('Hotel chain: Adler Hotels')).toBeTruthy();
  });

  it('edits with the same field names as onboarding and the stored country chosen', async () => {
    const legacy = hotel('a', 'Pension Mayer', 'individual');
    stubApi([
      legacy,
      {
        ...hotel('b', 'Free Text', 'individual'),
        location: { ...legacy.location!, country: 'Bavaria', countryCode: null },
      },
    ]);
    renderSettings();
    // A country kept as text from before the list is shown as entered.
    expect((await screen.findByRole('article', { name: 'Free Text' })).textContent).toContain(
      'Lindau, Bavaria',
    );
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Pension Mayer' })).getByRole('button', {
        name: 'Edit',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit Hotel' });
    expect((within(dialog).getByLabelText('Address') as HTMLInputElement).value).toBe('Seestraße 1');
    expect((within(dialog).getByLabelText('Country') as HTMLSelectElement).value).toBe('DE');
    expect(screen.queryByText(/Hotel chain:/)).toBeNull();
  });

  it('shows neither to an individual hotel, but still offers Edit', async () => {
    stubApi([hotel('a', 'Pension Mayer', 'individual'), hotel('b', 'Second', 'chain')]);
    renderSettings();
    const card = await screen.findByRole('article', { name: 'Pension Mayer' });
    expect(screen.queryByRole('button', { name: 'Add Hotel' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Hotel' });
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Pension Mayer');
  });

  it('keeps a chain’s only hotel', async () => {
    stubApi([hotel('a', 'Adler Lindau', 'chain')]);
    renderSettings();
    await screen.findByRole('article', { name: 'Adler Lindau' });
    expect(screen.getByRole('button', { name: 'Add Hotel' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('switches the active hotel', async () => {
    stubApi([hotel('a', 'Adler Lindau', 'chain'), hotel('b', 'Adler Bregenz', 'chain')]);
    renderSettings();
    const second = await screen.findByRole('article', { name: 'Adler Bregenz' });
    fireEvent.click(within(second).getByRole('button', { name: 'Set as active' }));
    expect(second.getAttribute('aria-current')).toBe('true');
    expect(window.localStorage.getItem(storageKeys.activeHotelId)).toBe('b');
  });

  it('asks before deleting, then makes the first remaining hotel active', async () => {
    window.localStorage.setItem(storageKeys.activeHotelId, 'b');
    const fetch = stubApi([hotel('a', 'Adler Lindau', 'chain'), hotel('b', 'Adler Bregenz', 'chain')]);
    renderSettings();
    const active = await screen.findByRole('article', { name: 'Adler Bregenz' });
    expect(active.getAttribute('aria-current')).toBe('true');
    fireEvent.click(within(active).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Hotel' });
    expect(
      within(dialog).getByText('Are you sure you want to delete this hotel? This action cannot be undone.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetch).toHaveBeenCalledWith('/api/hotels/b', expect.objectContaining({ method: 'DELETE' }));
    expect(screen.queryByRole('article', { name: 'Adler Bregenz' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Adler Lindau' }).getAttribute('aria-current')).toBe('true');
    expect(window.localStorage.getItem(storageKeys.activeHotelId)).toBe('a');
  });

  it('adds a hotel with its website completed, and closes the dialog after the pause', async () => {
    const fetch = stubApi([hotel('a', 'Adler Lindau', 'chain')]);
    renderSettings();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Hotel' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Hotel' });
    const type = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    type('Name', 'Adler Konstanz');
    type('Website', 'adler-konstanz.test');
    type('Address', 'Marktstätte 2');
    type('City', 'Konstanz');
    type('Country', 'DE');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Hotel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe('/api/hotels');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      name: 'Adler Konstanz',
      website: 'https://adler-konstanz.test',
      category: 'business',
      address: 'Marktstätte 2',
      city: 'Konstanz',
      country: 'DE',
      phone: '',
      reservationsEmail: '',
      starRating: null,
    });
    expect(await screen.findByRole('article', { name: 'Adler Konstanz' })).toBeTruthy();
  });

  it('says so when the hotels cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(answer(500, { error: { code: 'internal', message: 'x' } })),
    );
    renderSettings();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load hotels. Please try again.');
  });

  it("shows an editor their hotel's details read-only, saying why, with Delete locked and Import open", async () => {
    const fetch = stubApi([
      hotel('own1', 'Eigenes Haus', 'chain'),
      hotel('own2', 'Zweites Haus', 'chain'),
      { ...hotel('x', 'Hotel Seeblick', 'individual'), role: 'editor' },
    ]);
    renderSettings();
    const seeblick = await screen.findByRole('article', { name: 'Hotel Seeblick' });
    expect(within(seeblick).queryByRole('button', { name: 'Edit' })).toBeNull();
    const remove = within(seeblick).getByRole('button', { name: 'Delete' });
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(remove);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      within(seeblick).getByRole('button', { name: 'Import from website' }).getAttribute('aria-disabled'),
    ).toBeNull();

    fireEvent.click(within(seeblick).getByRole('button', { name: 'Details' }));
    const dialog = screen.getByRole('dialog', { name: 'Hotel details' });
    const reason = within(dialog).getByText('Your role does not allow this.');
    const name = within(dialog).getByLabelText('Name') as HTMLInputElement;
    expect(name.value).toBe('Hotel Seeblick');
    expect(name.readOnly).toBe(true);
    expect(name.getAttribute('aria-describedby')).toContain(reason.id);
    const country = within(dialog).getByLabelText('Country');
    expect(country.getAttribute('aria-disabled')).toBe('true');
    expect(fireEvent.keyDown(country, { key: 'ArrowDown' })).toBe(false);
    const save = within(dialog).getByRole('button', { name: 'Save Changes' });
    expect(save.getAttribute('aria-disabled')).toBe('true');
    act(() => save.focus());
    expect(document.activeElement).toBe(save);
    fireEvent.click(save);
    fireEvent.submit(save.closest('form')!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Their own chain's cards stay theirs to edit and delete.
    const own = screen.getByRole('article', { name: 'Zweites Haus' });
    expect(within(own).getByRole('button', { name: 'Delete' }).getAttribute('aria-disabled')).toBeNull();
    expect(within(own).getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it("locks a viewer's import from the website, saying why", async () => {
    stubApi([{ ...hotel('x', 'Hotel Seeblick', 'individual'), role: 'viewer' }]);
    renderSettings();
    const seeblick = await screen.findByRole('article', { name: 'Hotel Seeblick' });
    const importButton = within(seeblick).getByRole('button', { name: 'Import from website' });
    expect(importButton.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(importButton.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Your role does not allow this.',
    );
    fireEvent.click(importButton);
    expect(screen.queryByRole('dialog')).toBeNull();
    // A member owns no chain here: adding a hotel is not theirs to offer.
    expect(screen.queryByRole('button', { name: 'Add Hotel' })).toBeNull();
  });
});
