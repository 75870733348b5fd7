import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AssetView } from '@common/assets/schemas';
import { answer, assetView, listAnswer, renderWithClient } from '../testing/asset-fixtures';
import { AssetLibrary } from './asset-library';

/** A fake assets API: the list filtered by category as the server would; every request is recorded. */
function stubApi(assets: AssetView[]) {
  const fetch = vi.fn(async (url: string) => {
    if (url.endsWith('/assets/tags')) return answer(200, { tags: ['pool', 'sea view'] });
    const category = new URL(url, 'http://app').searchParams.get('category');
    return answer(200, listAnswer(assets.filter((asset) => !category || asset.category === category)));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The page's address, as the browser's address bar would show it. */
function AddressBar() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

const address = () => new URL(screen.getByLabelText('Address').textContent ?? '', 'http://app');

const renderLibrary = (at = '/all-content') =>
  renderWithClient(
    <>
      <AssetLibrary hotelId="h1" />
      <AddressBar />
      <Link to="/all-content">All Content</Link>
    </>,
    at,
  );

describe('AssetLibrary when nothing is shown', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('invites the first upload when the library has no assets, and the button opens the upload dialog', async () => {
    stubApi([]);
    renderLibrary();
    expect(await screen.findByRole('heading', { name: 'Your library is empty' })).toBeTruthy();
    expect(screen.queryByText('No assets found matching your criteria')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Upload your first photos' }));
    expect(await screen.findByRole('dialog', { name: 'Upload Assets' })).toBeTruthy();
  });

  it('says that nothing matches when a filter finds no asset', async () => {
    stubApi([assetView('a1', 'pool.jpg')]);
    renderLibrary('/all-content?category=Dining');
    expect(await screen.findByText('No assets found matching your criteria')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your library is empty' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload your first photos' })).toBeNull();
  });
});

describe('AssetLibrary filters in the address', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the view the address names: search, category and tags', async () => {
    const fetch = stubApi([assetView('a1', 'pool.jpg', { category: 'Dining' })]);
    renderLibrary('/all-content?search=pool&category=Dining&tag=Sea+View&tag=pool');
    await screen.findByRole('article', { name: 'pool.jpg' });
    const asked = new URL(
      String(fetch.mock.calls.find(([url]) => !url.endsWith('/tags'))?.[0]),
      'http://app',
    );
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      search: 'pool',
      category: 'Dining',
      tags: 'sea view,pool',
    });
    expect((screen.getByPlaceholderText('Search assets...') as HTMLInputElement).value).toBe('pool');
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('Dining');
    const chips = screen.getByLabelText('Tag filters');
    expect(within(chips).getByRole('button', { name: 'Remove filter sea view' })).toBeTruthy();
  });

  it('writes a changed category, search and tag into the address', async () => {
    stubApi([assetView('a1', 'pool.jpg', { category: 'Amenities' })]);
    renderLibrary();
    await screen.findByRole('article', { name: 'pool.jpg' });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Amenities' } });
    expect(address().searchParams.get('category')).toBe('Amenities');
    fireEvent.change(screen.getByPlaceholderText('Search assets...'), { target: { value: ' spa ' } });
    await waitFor(() => expect(address().searchParams.get('search')).toBe('spa'));
    expect(address().searchParams.get('category')).toBe('Amenities');

    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'all' } });
    expect(address().searchParams.has('category')).toBe(false);
    expect(address().pathname).toBe('/all-content');
  });

  it('a link to the plain library (as in the sidebar) clears the search box with the address', async () => {
    stubApi([assetView('a1', 'pool.jpg')]);
    renderLibrary('/all-content?search=pool');
    await screen.findByRole('article', { name: 'pool.jpg' });
    const searchBox = screen.getByPlaceholderText('Search assets...') as HTMLInputElement;
    expect(searchBox.value).toBe('pool');
    fireEvent.click(screen.getByRole('link', { name: 'All Content' }));
    await waitFor(() => expect(searchBox.value).toBe(''));
    // The emptied search stays empty: the old one is not written back.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(address().search).toBe('');
  });

  it('removing a tag chip takes the tag out of the address', async () => {
    stubApi([assetView('a1', 'pool.jpg')]);
    renderLibrary('/all-content?tag=pool&tag=sea+view');
    await screen.findByRole('article', { name: 'pool.jpg' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter pool' }));
    expect(address().searchParams.getAll('tag')).toEqual(['sea view']);
  });
});

describe('AssetLibrary preview', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('moves through the filtered list with Previous and Next and with the arrow keys', async () => {
    stubApi([
      assetView('a1', 'lobby.jpg', { category: 'Property' }),
      assetView('a2', 'pool.jpg'),
      assetView('a3', 'bar.jpg', { category: 'Dining' }),
      assetView('a4', 'suite.jpg'),
    ]);
    renderLibrary('/all-content?category=Room+Photos');
    fireEvent.click(await screen.findByRole('button', { name: 'View pool.jpg' }));
    let dialog = screen.getByRole('dialog', { name: 'pool.jpg' });
    const previous = () => within(screen.getByRole('dialog')).getByRole('button', { name: 'Previous asset' });
    const next = () => within(screen.getByRole('dialog')).getByRole('button', { name: 'Next asset' });
    expect(previous()).toHaveProperty('disabled', true);

    fireEvent.click(next());
    dialog = screen.getByRole('dialog', { name: 'suite.jpg' });
    expect(within(dialog).getByRole('img', { name: 'suite.jpg' }).getAttribute('src')).toBe(
      '/files/a4-gallery.webp',
    );
    // The last of the filtered list: bar.jpg (Dining) is not in it.
    expect(next()).toHaveProperty('disabled', true);
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(screen.getByRole('dialog', { name: 'suite.jpg' })).toBeTruthy();

    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(screen.getByRole('dialog', { name: 'pool.jpg' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
    expect(screen.getByRole('dialog', { name: 'suite.jpg' })).toBeTruthy();
    fireEvent.click(previous());
    expect(screen.getByRole('dialog', { name: 'pool.jpg' })).toBeTruthy();
  });

  it('Next goes on past the assets loaded so far: the next page is fetched', async () => {
    const fetch = vi.fn(async (url: string) => {
      if (url.endsWith('/assets/tags')) return answer(200, { tags: [] });
      return new URL(url, 'http://app').searchParams.has('cursor')
        ? answer(200, listAnswer([assetView('a3', 'spa.jpg')]))
        : answer(200, listAnswer([assetView('a1', 'lobby.jpg'), assetView('a2', 'pool.jpg')], 'page-2'));
    });
    vi.stubGlobal('fetch', fetch);
    renderLibrary();
    fireEvent.click(await screen.findByRole('button', { name: 'View pool.jpg' }));
    const next = () => within(screen.getByRole('dialog')).getByRole('button', { name: 'Next asset' });
    await waitFor(() => expect(next()).toHaveProperty('disabled', false));
    fireEvent.click(next());
    expect(screen.getByRole('dialog', { name: 'spa.jpg' })).toBeTruthy();
  });
});
