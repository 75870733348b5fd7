import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, assetView, renderWithClient, stubEditAssetFetch } from '../testing/asset-fixtures';
import { EditAssetDialog } from './edit-asset-dialog';

const pool = assetView('a1', 'pool.jpg', { category: 'Amenities', tags: ['pool'] });

function renderDialog() {
  const onClose = vi.fn();
  renderWithClient(<EditAssetDialog hotelId="h1" asset={pool} onClose={onClose} />);
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Edit Asset' }) };
}

describe('EditAssetDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('saves name, category (Property included) and tags', async () => {
    const { requests } = stubEditAssetFetch(() => answer(200, { asset: pool }));
    const { onClose, dialog } = renderDialog();
    const category = within(dialog).getByLabelText('Category') as HTMLSelectElement;
    expect(Array.from(category.options, (option) => option.value)).toEqual([
      'Property',
      'Room Photos',
      'Event Spaces',
      'Dining',
      'Amenities',
      'Other',
    ]);
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: ' Pool at dusk ' } });
    fireEvent.change(category, { target: { value: 'Property' } });
    const tags = within(dialog).getByLabelText('Tags');
    fireEvent.change(tags, { target: { value: 'evening' } });
    fireEvent.keyDown(tags, { key: 'Enter' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = requests()[0] ?? [];
    expect(url).toBe('/api/hotels/h1/assets/a1');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Pool at dusk',
      category: 'Property',
      tags: ['pool', 'evening'],
    });
  });

  it('saves a tag typed without pressing Enter, as Enter would have added it', async () => {
    const { requests } = stubEditAssetFetch(() => answer(200, { asset: pool }));
    const { onClose, dialog } = renderDialog();
    fireEvent.change(within(dialog).getByLabelText('Tags'), { target: { value: '  Sunset  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(requests()[0]?.[1]?.body))).toEqual({
      name: 'pool.jpg',
      category: 'Amenities',
      tags: ['pool', 'sunset'],
    });
  });

  it('checks a typed tag like the others: the 31st is refused and stays shown, removable', () => {
    const { requests } = stubEditAssetFetch(() => answer(200, { asset: pool }));
    const full = assetView('a1', 'pool.jpg', { tags: Array.from({ length: 30 }, (_, i) => `tag ${i}`) });
    renderWithClient(<EditAssetDialog hotelId="h1" asset={full} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit Asset' });
    fireEvent.change(within(dialog).getByLabelText('Tags'), { target: { value: 'one more' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByText('At most 30 tags')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Remove tag one more' })).toBeTruthy();
    expect((within(dialog).getByLabelText('Tags') as HTMLInputElement).value).toBe('');
    expect(requests()).toEqual([]);
  });

  it('refuses an empty name without calling the server', () => {
    const { requests } = stubEditAssetFetch(() => answer(200, { asset: pool }));
    const { dialog } = renderDialog();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByText('Name is required')).toBeTruthy();
    expect(requests()).toEqual([]);
  });

  it('stays open with the spec text when saving fails', async () => {
    stubEditAssetFetch(() => answer(500, { error: { code: 'internal', message: 'x' } }));
    const { onClose, dialog } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to update asset');
    expect(onClose).not.toHaveBeenCalled();
  });
});
