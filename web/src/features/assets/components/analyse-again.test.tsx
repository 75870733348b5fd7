import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, assetView, renderWithClient, stubEditAssetFetch } from '../testing/asset-fixtures';
import { withHotelRole } from '@web/features/teams/testing/hotel-role';
import { AssetCard } from './asset-card';
import { EditAssetDialog } from './edit-asset-dialog';

/** 'Analyse again' for assets whose upload analysis fell back to the defaults (DECISIONS.md point 24). */
const fallenBack = assetView('a1', 'IMG_1.jpg', { analysisFallback: 'service_failed' });
const noop = () => {};

function renderCard(asset = fallenBack, onEdit = vi.fn()) {
  render(
    withHotelRole(
      'owner',
      <AssetCard
        asset={asset}
        selectionActive={false}
        selected={false}
        onOpen={noop}
        onToggle={noop}
        onEdit={onEdit}
        onDelete={noop}
      />,
    ),
  );
  return onEdit;
}

describe('the library card of an asset the AI could not analyse', () => {
  it('shows a badge saying why, which opens Edit Asset', () => {
    const onEdit = renderCard();
    const badge = within(screen.getByRole('article', { name: 'IMG_1.jpg' })).getByRole('button', {
      name: 'Not analysed by AI',
    });
    expect(badge.getAttribute('title')).toBe(
      'Default category and no tags, because the AI service failed at upload.',
    );
    fireEvent.click(badge);
    expect(onEdit).toHaveBeenCalledWith(fallenBack);
  });

  it('shows no badge once the asset is analysed', () => {
    renderCard(assetView('a2', 'pool.jpg'));
    expect(screen.queryByRole('button', { name: 'Not analysed by AI' })).toBeNull();
  });
});

describe('Analyse again in Edit Asset', () => {
  afterEach(() => vi.unstubAllGlobals());

  function renderDialog(asset = fallenBack) {
    renderWithClient(<EditAssetDialog hotelId="h1" asset={asset} onClose={noop} />);
    return screen.getByRole('dialog', { name: 'Edit Asset' });
  }

  it('runs the analysis and shows the new category and tags in the form', async () => {
    const analysed = assetView('a1', 'IMG_1.jpg', { category: 'Dining', tags: ['buffet'] });
    const { requests } = stubEditAssetFetch(() => answer(200, { asset: analysed }));
    const dialog = renderDialog();
    expect(
      within(dialog).getByText('Default category and no tags, because the AI service failed at upload.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Analyse again' }));
    expect(await within(dialog).findByText('Analysed again: filed under Dining.')).toBeTruthy();
    const [url, init] = requests()[0] ?? [];
    expect([url, init?.method]).toEqual(['/api/hotels/h1/assets/a1/analyse', 'POST']);
    expect((within(dialog).getByLabelText('Category') as HTMLSelectElement).value).toBe('Dining');
    expect(within(dialog).getByText('buffet')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Analyse again' })).toBeNull();
  });

  it('says so when the analysis fails again, and lets the user try once more', async () => {
    stubEditAssetFetch(() =>
      answer(429, {
        error: { code: 'rateLimited', message: 'Rate limit exceeded. Please try again later.' },
      }),
    );
    const dialog = renderDialog(assetView('a1', 'IMG_1.jpg', { analysisFallback: 'rate_limited' }));
    expect(
      within(dialog).getByText(
        'Default category and no tags, because the AI rate limit was reached at upload.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Analyse again' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'Rate limit exceeded. Please try again later.',
      ),
    );
    expect(
      (within(dialog).getByRole('button', { name: 'Analyse again' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect((within(dialog).getByLabelText('Category') as HTMLSelectElement).value).toBe('Room Photos');
  });
});
