import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { assetView } from '../testing/asset-fixtures';
import { AssetCard } from './asset-card';

describe('AssetCard', () => {
  it('offers the 1600 px rendition, so the picture is sharp on a phone', () => {
    const { container } = render(
      <AssetCard
        asset={assetView('a1', 'Lobby')}
        selectionActive={false}
        selected={false}
        onOpen={vi.fn()}
        onToggle={vi.fn()}
        onEdit={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    const image = container.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/files/a1-thumb.webp');
    expect(image.getAttribute('srcset')).toBe('/files/a1-thumb.webp 400w, /files/a1-gallery.webp 1600w');
    // Two cards side by side on a phone: half the screen's width.
    expect(image.getAttribute('sizes')).toMatch(/ 50vw$/);
  });
});
