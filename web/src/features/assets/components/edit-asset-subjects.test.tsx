import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AssetView } from '@common/assets/schemas';
import { answer, assetView, renderWithClient, stubEditAssetFetch } from '../testing/asset-fixtures';
import { EditAssetDialog } from './edit-asset-dialog';

function renderDialog(asset: AssetView) {
  const { requests } = stubEditAssetFetch(() => answer(200, { asset }));
  const onClose = vi.fn();
  renderWithClient(<EditAssetDialog hotelId="h1" asset={asset} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Edit Asset' });
  const shows = within(dialog).getByRole('group', { name: 'Shows' });
  const box = (name: string) => within(shows).getByRole('checkbox', { name }) as HTMLInputElement;
  const save = async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    return JSON.parse(String(requests()[0]?.[1]?.body));
  };
  return { dialog, shows, box, save };
}

describe("Edit Asset's 'Shows' (issue 32)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers the seven subjects, checked where the tags or the category say so', () => {
    const { shows, box } = renderDialog(
      assetView('a1', 'breakfast.jpg', { category: 'Dining', tags: ['Shower', 'gym', 'window'] }),
    );
    expect(
      within(shows)
        .getAllByRole('checkbox')
        .map((input) => (input as HTMLInputElement).checked),
    ).toEqual([true, false, false, true, false, false, true]);
    expect(
      within(shows)
        .getAllByRole('checkbox')
        .map((input) => input.closest('label')?.textContent),
    ).toEqual(['Bathroom', 'Exterior', 'Lobby', 'Restaurant', 'Pool', 'Spa', 'Fitness']);
    // The category says it: only another category changes it.
    expect(box('Restaurant').disabled).toBe(true);
  });

  it('saves a checked subject as its tag, and an unchecked one without its tag and synonyms', async () => {
    const { box, save } = renderDialog(
      assetView('a2', 'bath.jpg', { category: 'Room Photos', tags: ['bath', 'shower', 'marble'] }),
    );
    expect(box('Bathroom').checked).toBe(true);
    fireEvent.click(box('Bathroom'));
    expect(box('Bathroom').checked).toBe(false);
    fireEvent.click(box('Spa'));
    expect(box('Spa').checked).toBe(true);
    expect(await save()).toEqual({ name: 'bath.jpg', category: 'Room Photos', tags: ['marble', 'spa'] });
  });

  it('follows the tags typed in the tag field', () => {
    const { dialog, box } = renderDialog(assetView('a3', 'front.jpg', { category: 'Property', tags: [] }));
    expect(box('Exterior').checked).toBe(false);
    const tags = within(dialog).getByLabelText('Tags');
    fireEvent.change(tags, { target: { value: 'facade' } });
    fireEvent.keyDown(tags, { key: 'Enter' });
    expect(box('Exterior').checked).toBe(true);
  });

  it("heads the form with the original's pixel and byte size, or says the file is missing", () => {
    const { dialog } = renderDialog(
      assetView('a4', 'big.jpg', { width: 2048, height: 1536, size: 1_234_567 }),
    );
    expect(within(dialog).getByText('2048 × 1536 px · 1.2 MB')).toBeTruthy();
  });

  it('says the file is missing when the storage has lost it', () => {
    const { dialog } = renderDialog(assetView('a5', 'lost.jpg', { originalMissing: true }));
    expect(within(dialog).getByText('File missing')).toBeTruthy();
  });
});
