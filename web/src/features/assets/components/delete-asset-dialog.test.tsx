import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, assetView, renderWithClient } from '../testing/asset-fixtures';
import { DeleteAssetDialog } from './delete-asset-dialog';

function renderDialog() {
  const onClose = vi.fn();
  renderWithClient(<DeleteAssetDialog hotelId="h1" asset={assetView('a1', 'pool.jpg')} onClose={onClose} />);
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Delete Asset' }) };
}

describe('DeleteAssetDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('warns that deleting cannot be undone, deletes and closes', async () => {
    const fetch = vi.fn().mockResolvedValue(answer(204));
    vi.stubGlobal('fetch', fetch);
    const { onClose, dialog } = renderDialog();
    expect(within(dialog).getByText('This action cannot be undone.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/hotels/h1/assets/a1');
    expect(fetch.mock.calls[0]?.[1].method).toBe('DELETE');
  });

  it('stays open with the spec text when deleting fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(answer(404, { error: { code: 'notFound', message: 'Asset not found' } })),
    );
    const { onClose, dialog } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to delete asset');
    expect(onClose).not.toHaveBeenCalled();
  });
});
