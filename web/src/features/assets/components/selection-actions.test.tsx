import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noAssetFilters } from '../asset-filters';
import { answer, renderWithClient } from '../testing/asset-fixtures';
import { SelectionActions } from './selection-actions';

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

function renderActions(selected: string[], api: (url: string, init?: RequestInit) => Response) {
  const fetch = vi.fn((url: string, init?: RequestInit) => Promise.resolve(api(url, init)));
  vi.stubGlobal('fetch', fetch);
  const onSelect = vi.fn();
  const renderAddTo = vi.fn(() => <p>add-to dialog</p>);
  renderWithClient(
    <SelectionActions
      hotelId="h1"
      filters={{ ...noAssetFilters, category: 'Dining' }}
      selectedIds={new Set(selected)}
      onSelect={onSelect}
      renderAddTo={renderAddTo}
    />,
  );
  return { fetch, onSelect, renderAddTo };
}

describe('SelectionActions', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('selects every image the filters match, and says when there are more than one action takes', async () => {
    const { fetch, onSelect } = renderActions([], () => answer(200, { ids: ['a1', 'a2'], total: 1200 }));
    // Nothing selected yet: only 'Select all' can be used.
    expect((screen.getByRole('button', { name: 'Set category' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Select all' }));
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(['a1', 'a2']));
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/hotels/h1/assets/ids?category=Dining');
    expect((await screen.findByRole('status')).textContent).toBe(
      'The first 2 of 1200 images are selected: a bulk action takes at most 1000 at once.',
    );
  });

  it('sets one category for the selection in one request and says so', async () => {
    const { fetch } = renderActions(['a1', 'a2'], () => answer(200, { updated: 2 }));
    fireEvent.click(screen.getByRole('button', { name: 'Set category' }));
    const dialog = screen.getByRole('dialog', { name: 'Set the category of 2 images' });
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'Amenities' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The 2 images are in Amenities now.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const [[url, init]] = fetch.mock.calls as unknown as [[string, RequestInit]];
    expect(url).toBe('/api/hotels/h1/assets');
    expect(init.method).toBe('PATCH');
    expect(bodyOf(init)).toEqual({ assetIds: ['a1', 'a2'], category: 'Amenities' });
  });

  it('adds a tag typed without pressing Enter on Apply, as Enter would have', async () => {
    const { fetch } = renderActions(['a1', 'a2'], () => answer(200, { updated: 2 }));
    fireEvent.click(screen.getByRole('button', { name: 'Add tags' }));
    const dialog = screen.getByRole('dialog', { name: 'Add tags to 2 images' });
    const tags = within(dialog).getByLabelText('Tags');
    fireEvent.change(tags, { target: { value: 'Pool' } });
    fireEvent.keyDown(tags, { key: 'Enter' });
    // Typed, not entered: Apply takes it as Enter would, trimmed.
    fireEvent.change(tags, { target: { value: '  Sea view ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [[url, init]] = fetch.mock.calls as unknown as [[string, RequestInit]];
    expect(url).toBe('/api/hotels/h1/assets');
    expect(bodyOf(init)).toEqual({ assetIds: ['a1', 'a2'], addTags: ['Pool', 'Sea view'] });
  });

  it('can Apply a tag that was only typed, and not one of spaces', () => {
    renderActions(['a1'], () => answer(200, { updated: 1 }));
    fireEvent.click(screen.getByRole('button', { name: 'Add tags' }));
    const dialog = screen.getByRole('dialog', { name: 'Add tags to 1 image' });
    const apply = within(dialog).getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    fireEvent.change(within(dialog).getByLabelText('Tags'), { target: { value: '   ' } });
    expect(apply.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Tags'), { target: { value: 'spa' } });
    expect(apply.disabled).toBe(false);
  });

  it('keeps the tags dialog open with the server’s reason when it refuses', async () => {
    renderActions(['a1'], () =>
      answer(400, { error: { code: 'validation', message: '"spa.jpg" would have more than 30 tags' } }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add tags' }));
    const dialog = screen.getByRole('dialog', { name: 'Add tags to 1 image' });
    const apply = within(dialog).getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Tags'), { target: { value: 'Wellness' } });
    fireEvent.keyDown(within(dialog).getByLabelText('Tags'), { key: 'Enter' });
    fireEvent.click(apply);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      '"spa.jpg" would have more than 30 tags',
    );
  });

  it('opens the room and template slots with the selection', () => {
    const { renderAddTo } = renderActions(['a1', 'a2'], () => answer(200, {}));
    fireEvent.click(screen.getByRole('button', { name: 'Add to template' }));
    expect(screen.getByText('add-to dialog')).toBeTruthy();
    expect(renderAddTo).toHaveBeenLastCalledWith(
      expect.objectContaining({ kind: 'template', assetIds: ['a1', 'a2'] }),
    );
  });
});
