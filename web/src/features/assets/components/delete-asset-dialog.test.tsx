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

  it('says where the photo is used and that it moves to the trash, deletes and closes', async () => {
    const fetch = vi.fn(async (url: string) =>
      url.endsWith('/assets/usage')
        ? answer(200, { usage: { publishedTemplates: 0, draftTemplates: 2, hotelGallery: false, rooms: 1 } })
        : answer(204),
    );
    vi.stubGlobal('fetch', fetch);
    const { onClose, dialog } = renderDialog();
    expect(await within(dialog).findByText('Used in 2 draft templates and 1 room')).toBeTruthy();
    expect(within(dialog).getByText(/moves to the trash, where it can be restored for 30 days/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const deletion = fetch.mock.calls.find(([url]) => url === '/api/hotels/h1/assets/a1') as
      [string, RequestInit] | undefined;
    expect(deletion?.[1].method).toBe('DELETE');
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
