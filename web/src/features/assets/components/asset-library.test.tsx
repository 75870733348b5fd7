import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AssetView } from '@common/assets/schemas';
import {
  answer,
  assetView,
  listAnswer,
  renderWithClient,
  stubEditAssetFetch,
} from '../testing/asset-fixtures';
import { AssetLibrary } from './asset-library';

/**
 * A fake assets API holding a list; moving to the trash removes the selection like the server would, all or
 * none (one request).
 */
function stubApi(initial: AssetView[], { failDeleteOf }: { failDeleteOf?: string } = {}) {
  let assets = [...initial];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('/assets/tags')) return answer(200, { tags: ['pool', 'sea view'] });
    if (url.endsWith('/assets/usage')) {
      return answer(200, {
        usage: { publishedTemplates: 1, draftTemplates: 0, hotelGallery: true, rooms: 0 },
      });
    }
    if (url.endsWith('/assets/trash')) {
      const { assetIds } = JSON.parse(String(init?.body)) as { assetIds: string[] };
      if (failDeleteOf && assetIds.includes(failDeleteOf)) {
        return answer(500, { error: { code: 'internal', message: 'x' } });
      }
      assets = assets.filter((asset) => !assetIds.includes(asset.id));
      return answer(200, { trashed: assetIds.length });
    }
    if (init?.method === 'DELETE') {
      const id = url.split('/').at(-1);
      if (id === failDeleteOf) return answer(500, { error: { code: 'internal', message: 'x' } });
      assets = assets.filter((asset) => asset.id !== id);
      return answer(204);
    }
    return answer(200, listAnswer(assets));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const deleteCalls = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls
    .filter(([url, init]) => init?.method === 'DELETE' || url.endsWith('/assets/trash'))
    .map(([url, init]) => (init?.body ? `${url} ${String(init.body)}` : url));

describe('AssetLibrary', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows loading, then one card per asset with its name and category', async () => {
    stubApi([assetView('a1', 'pool.jpg'), assetView('a2', 'spa.jpg', { category: 'Amenities' })]);
    renderWithClient(<AssetLibrary hotelId="h1" />);
    expect(screen.getByText('Loading assets...')).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'spa.jpg' });
    expect(within(card).getByText('Amenities')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Edit asset spa.jpg' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Delete asset spa.jpg' })).toBeTruthy();
    const image = card.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/files/a2-thumb.webp');
    expect(image?.getAttribute('loading')).toBe('lazy');
  });

  it('counts the selection, asks with the count and the usage, and moves it to the trash in one request after Delete', async () => {
    const fetch = stubApi([
      assetView('a1', 'pool.jpg'),
      assetView('a2', 'spa.jpg'),
      assetView('a3', 'bar.jpg'),
    ]);
    renderWithClient(<AssetLibrary hotelId="h1" />);
    await screen.findByRole('article', { name: 'pool.jpg' });
    expect(screen.queryByRole('button', { name: 'Delete Selected' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Select Multiple' }));
    const pool = screen.getByRole('button', { name: 'Select pool.jpg' });
    fireEvent.click(pool);
    expect(pool.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('1 item selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Select spa.jpg' }));
    expect(screen.getByText('2 items selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Selected' }));
    const question = screen.getByRole('dialog', { name: 'Delete 2 assets?' });
    expect(
      await within(question).findByText('Used in 1 published template and the hotel gallery'),
    ).toBeTruthy();
    expect(within(question).getByText(/They move to the trash/)).toBeTruthy();
    expect(deleteCalls(fetch)).toEqual([]);
    fireEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'pool.jpg' })).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deleteCalls(fetch)).toEqual(['/api/hotels/h1/assets/trash {"assetIds":["a1","a2"]}']);
    expect(screen.getByRole('button', { name: 'Select Multiple' })).toBeTruthy();
    expect(screen.queryByText(/selected$/)).toBeNull();
    expect(screen.getByRole('article', { name: 'bar.jpg' })).toBeTruthy();
  });

  it('deletes nothing and keeps the selection when the question is canceled', async () => {
    const fetch = stubApi([assetView('a1', 'pool.jpg'), assetView('a2', 'spa.jpg')]);
    renderWithClient(<AssetLibrary hotelId="h1" />);
    await screen.findByRole('article', { name: 'pool.jpg' });
    fireEvent.click(screen.getByRole('button', { name: 'Select Multiple' }));
    fireEvent.click(screen.getByRole('button', { name: 'Select pool.jpg' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Selected' }));
    const question = screen.getByRole('dialog', { name: 'Delete 1 asset?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleteCalls(fetch)).toEqual([]);
    expect(screen.getByRole('article', { name: 'pool.jpg' })).toBeTruthy();
    expect(screen.getByText('1 item selected')).toBeTruthy();
  });

  it('clears the selection when selection mode is left', async () => {
    stubApi([assetView('a1', 'pool.jpg')]);
    renderWithClient(<AssetLibrary hotelId="h1" />);
    await screen.findByRole('article', { name: 'pool.jpg' });
    fireEvent.click(screen.getByRole('button', { name: 'Select Multiple' }));
    fireEvent.click(screen.getByRole('button', { name: 'Select pool.jpg' }));
    fireEvent.click(screen.getByRole('button', { name: 'Exit Selection' }));
    fireEvent.click(screen.getByRole('button', { name: 'Select Multiple' }));
    expect(screen.getByRole('button', { name: 'Select pool.jpg' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(screen.queryByText('1 item selected')).toBeNull();
  });

  it('keeps the selection when it could not be moved to the trash, and says so', async () => {
    stubApi([assetView('a1', 'pool.jpg'), assetView('a2', 'spa.jpg')], { failDeleteOf: 'a2' });
    renderWithClient(<AssetLibrary hotelId="h1" />);
    await screen.findByRole('article', { name: 'pool.jpg' });
    fireEvent.click(screen.getByRole('button', { name: 'Select Multiple' }));
    fireEvent.click(screen.getByRole('button', { name: 'Select pool.jpg' }));
    fireEvent.click(screen.getByRole('button', { name: 'Select spa.jpg' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Selected' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete 2 assets?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to delete selected assets');
    // All or none: nothing went, and both stay selected.
    expect(screen.getByRole('article', { name: 'pool.jpg' })).toBeTruthy();
    expect(screen.getByText('2 items selected')).toBeTruthy();
  });

  it('filters on the server by category and search', async () => {
    const fetch = stubApi([assetView('a1', 'pool.jpg')]);
    renderWithClient(<AssetLibrary hotelId="h1" />);
    await screen.findByRole('article', { name: 'pool.jpg' });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Dining' } });
    fireEvent.change(screen.getByPlaceholderText('Search assets...'), { target: { value: 'Terrace' } });
    await waitFor(() => {
      const url = String(fetch.mock.calls.at(-1)?.[0]);
      expect(url).toContain('category=Dining');
      expect(url).toContain('search=Terrace');
    });
  });

  it('shows a red banner when the assets cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(answer(500, { error: { code: 'internal', message: 'x' } })),
    );
    renderWithClient(<AssetLibrary hotelId="h1" />);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load assets');
  });

  it("opens Edit Asset for ?edit=<assetId> (the channel readiness's Fix), reading on until the asset is loaded", async () => {
    const first = assetView('a1', 'lobby.jpg');
    const wanted = assetView('a2', 'bath.jpg');
    stubEditAssetFetch(async (url: string) => {
      if (url.endsWith('/assets/tags')) return answer(200, { tags: [] });
      // The asset is on the library's second page.
      return answer(200, url.includes('cursor=c2') ? listAnswer([wanted]) : listAnswer([first], 'c2'));
    });
    renderWithClient(<AssetLibrary hotelId="h1" />, '/all-content?edit=a2');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Asset' });
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('bath.jpg');
  });

  it('opens the preview with the details when a card is clicked', async () => {
    stubApi([assetView('a1', 'pool.jpg', { tags: ['pool', 'sea view'] })]);
    renderWithClient(<AssetLibrary hotelId="h1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'View pool.jpg' }));
    const dialog = screen.getByRole('dialog', { name: 'pool.jpg' });
    expect(within(dialog).getByText('Category')).toBeTruthy();
    expect(within(dialog).getByText('Type')).toBeTruthy();
    expect(within(dialog).getByText('sea view')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Open original' }).getAttribute('href')).toBe(
      '/files/a1.jpg',
    );
  });

  it("locks a viewer's Upload and Select Multiple, saying why, and opens nothing; a Fix link shows the photo", async () => {
    const fetch = stubApi([assetView('a1', 'lobby.jpg'), assetView('a2', 'bath.jpg')]);
    renderWithClient(<AssetLibrary hotelId="h1" />, '/all-content?edit=a2', 'viewer');
    // The link to edit a photo opens its preview instead.
    expect(await screen.findByRole('dialog', { name: 'bath.jpg' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    for (const name of ['Upload Assets', 'Select Multiple']) {
      const control = screen.getByRole('button', { name });
      expect(control.getAttribute('aria-disabled')).toBe('true');
      const reason = document.getElementById(control.getAttribute('aria-describedby')!);
      expect(reason?.textContent).toBe('Your role does not allow this.');
      fireEvent.click(control);
      expect(reason?.dataset.state).toBe('open');
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Select lobby.jpg' })).toBeNull();
    expect(fetch.mock.calls.every(([, init]) => !init?.method || init.method === 'GET')).toBe(true);
  });

  it("leaves an editor's Upload and Select Multiple open", async () => {
    stubApi([assetView('a1', 'lobby.jpg')]);
    renderWithClient(<AssetLibrary hotelId="h1" />, '/all-content', 'editor');
    fireEvent.click(await screen.findByRole('button', { name: 'Select Multiple' }));
    expect(screen.getByRole('button', { name: 'Select lobby.jpg' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upload Assets' }));
    expect(screen.getByRole('dialog', { name: 'Upload Assets' })).toBeTruthy();
  });
});
