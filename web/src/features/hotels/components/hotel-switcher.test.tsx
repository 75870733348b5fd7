import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@web/lib/storage-keys';
import { ActiveHotelProvider } from '../active-hotel';
import { HotelSwitcher } from './hotel-switcher';

const hotel = (id: string, name: string, chainName: string | null = null) => ({
  id,
  role: 'owner',
  name,
  website: '',
  type: 'chain',
  category: 'city',
  numberOfRooms: null,
  chainName,
  createdAt: '2025-01-01T00:00:00.000Z',
  location: null,
});

function renderSwitcher(hotels: unknown[], onSwitched = vi.fn()) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ hotels }), { status: 200 })),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ActiveHotelProvider>
        <HotelSwitcher onSwitched={onSwitched} />
      </ActiveHotelProvider>
    </QueryClientProvider>,
  );
  return onSwitched;
}

const activeName = () => screen.getByTestId('active-hotel-name').textContent;

describe('the sidebar hotel switcher', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a single hotel as its name, with nothing to open', async () => {
    renderSwitcher([hotel('h1', 'Pension Linde')]);
    await waitFor(() => expect(activeName()).toBe('Pension Linde'));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows a chain's name with the active hotel (DECISIONS.md point 27)", async () => {
    renderSwitcher([
      hotel('h1', 'Alpen Hotel Innsbruck', 'Alpen Hotels'),
      hotel('h2', 'Alpen Hotel Salzburg', 'Alpen Hotels'),
    ]);
    await waitFor(() => expect(activeName()).toBe('Alpen Hotel Innsbruck'));
    expect(screen.getByTestId('active-hotel-chain').textContent).toBe('Alpen Hotels');
  });

  it('shows no chain line for an individual hotel', async () => {
    renderSwitcher([hotel('h1', 'Pension Linde')]);
    await waitFor(() => expect(activeName()).toBe('Pension Linde'));
    expect(screen.queryByTestId('active-hotel-chain')).toBeNull();
  });

  it("lists a chain's hotels by keyboard and makes the chosen one active", async () => {
    const onSwitched = renderSwitcher([hotel('h1', 'Seeblick Konstanz'), hotel('h2', 'Seeblick Lindau')]);
    const trigger = await screen.findByRole('button', { name: 'Seeblick Konstanz: switch hotel' });
    fireEvent.keyDown(trigger, { key: 'Enter' });

    const menu = await screen.findByRole('menu');
    const konstanz = screen.getByRole('menuitemradio', { name: 'Seeblick Konstanz' });
    const lindau = screen.getByRole('menuitemradio', { name: 'Seeblick Lindau' });
    expect(menu.contains(lindau)).toBe(true);
    expect(konstanz.getAttribute('aria-checked')).toBe('true');
    expect(lindau.getAttribute('aria-checked')).toBe('false');

    fireEvent.keyDown(lindau, { key: 'Enter' });
    await waitFor(() => expect(activeName()).toBe('Seeblick Lindau'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(window.localStorage.getItem(storageKeys.activeHotelId)).toBe('h2');
    expect(onSwitched).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Seeblick Lindau: switch hotel' })).toBeTruthy();
  });
});
