import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RoomView } from '@common/rooms/schemas';
import { EmbedSnippets } from './embed-snippets';

const room = (id: string, name: string) => ({ id, name }) as RoomView;

function renderSnippets(rooms: RoomView[] | 'failing') {
  const fetch = vi.fn(async () =>
    rooms === 'failing'
      ? new Response(JSON.stringify({ error: { code: 'internal', message: 'Down' } }), { status: 500 })
      : new Response(JSON.stringify({ rooms }), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetch);
  const writeText = vi.fn(async () => {});
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <EmbedSnippets hotelId="h1" hotelName={'Alpenhof "am See"'} publicId="pub_Ab3" />
    </QueryClientProvider>,
  );
  return { fetch, writeText };
}

describe('EmbedSnippets', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("gives the hotel gallery's iframe, and copies it", async () => {
    const { writeText, fetch } = renderSnippets([room('r1', 'Double Room')]);
    const expected = `<iframe src="${window.location.origin}/embed/hotels/pub_Ab3/gallery" title="Photos of Alpenhof &quot;am See&quot;" width="100%" height="600" style="border:0" loading="lazy"></iframe>`;
    const gallery = screen.getByRole('group', { name: 'Hotel gallery' });
    expect(within(gallery).getByText(expected)).toBeTruthy();
    fireEvent.click(within(gallery).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(within(gallery).getByRole('button', { name: 'Copied' })).toBeTruthy());
    expect(writeText).toHaveBeenCalledWith(expected);
    expect(fetch).toHaveBeenCalledWith('/api/hotels/h1/rooms?order=name', expect.anything());
  });

  it("gives the chosen room's iframe, the first room until one is chosen", async () => {
    const { writeText } = renderSnippets([room('r1', 'Double Room'), room('r2', 'Suite <Deluxe>')]);
    const select = await screen.findByRole('combobox', { name: 'Room' });
    const roomGroup = () => screen.getByRole('group', { name: 'Room gallery' });
    expect(within(roomGroup()).getByText(/\/embed\/hotels\/pub_Ab3\/rooms\/r1"/)).toBeTruthy();
    fireEvent.change(select, { target: { value: 'r2' } });
    const snippet = within(roomGroup()).getByText(/\/embed\/hotels\/pub_Ab3\/rooms\/r2"/).textContent ?? '';
    expect(snippet).toContain('title="Photos of Suite &lt;Deluxe&gt;, Alpenhof &quot;am See&quot;"');
    fireEvent.click(within(roomGroup()).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(snippet));
  });

  it('says where room snippets come from when the hotel has no rooms, or that they failed', async () => {
    renderSnippets([]);
    expect(await screen.findByText("Add rooms to show a room's photos on its own.")).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Room gallery' })).toBeNull();
  });

  it('says so when the rooms cannot be read, and keeps the hotel gallery', async () => {
    renderSnippets('failing');
    expect(await screen.findByText('The rooms could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Hotel gallery' })).toBeTruthy();
  });

  it('warns when copying fails', async () => {
    renderSnippets([]);
    vi.mocked(navigator.clipboard.writeText).mockRejectedValueOnce(new Error('denied'));
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Hotel gallery' })).getByRole('button', { name: 'Copy' }),
    );
    expect(
      await screen.findByText('Copying did not work. Select the snippet and copy it yourself.'),
    ).toBeTruthy();
  });
});
