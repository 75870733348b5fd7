import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { assetView } from '../testing/asset-fixtures';
import { AssetCard } from './asset-card';

const renderCard = (onOpen = vi.fn()) =>
  render(
    <AssetCard
      asset={assetView('a1', 'Lobby')}
      selectionActive={false}
      selected={false}
      onOpen={onOpen}
      onToggle={vi.fn()}
      onEdit={vi.fn()}
      onDelete={vi.fn()}
    />,
  );

describe('AssetCard', () => {
  it("opens the image's details as 'View', since 'Preview' is the public template preview (issue 31, point 7)", () => {
    const onOpen = vi.fn();
    renderCard(onOpen);
    fireEvent.click(screen.getByRole('button', { name: 'View Lobby' }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'a1' }));
    expect(screen.queryByRole('button', { name: /Preview/ })).toBeNull();
  });

  it('offers the 1600 px rendition, so the picture is sharp on a phone', () => {
    const { container } = renderCard();
    const image = container.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/files/a1-thumb.webp');
    expect(image.getAttribute('srcset')).toBe('/files/a1-thumb.webp 400w, /files/a1-gallery.webp 1600w');
    // Two cards side by side on a phone: half the screen's width.
    expect(image.getAttribute('sizes')).toMatch(/ 50vw$/);
  });
});
