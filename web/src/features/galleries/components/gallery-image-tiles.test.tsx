import { DndContext } from '@dnd-kit/core';
import { SortableContext } from '@dnd-kit/sortable';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { germanGridTexts } from '../content/gallery-texts';
import { galleryImage } from '../testing/gallery-fixtures';
import { OverviewImageTile } from './overview-image-tile';
import { SortableImageTile } from './sortable-image-tile';

const image = galleryImage('a1', 'Pool');
const sharpOnPhones = '/files/a1-thumb.webp 400w, /files/a1-gallery.webp 1600w';

describe('gallery tiles', () => {
  it('offer the 1600 px rendition in the overview', () => {
    const { container } = render(
      <ul>
        <OverviewImageTile
          image={image}
          isCover={false}
          busy={false}
          onOpen={vi.fn()}
          onSetCover={vi.fn()}
          onRemove={vi.fn()}
        />
      </ul>,
    );
    expect(container.querySelector('img')!.getAttribute('srcset')).toBe(sharpOnPhones);
    expect(container.querySelector('img')!.getAttribute('sizes')).toMatch(/ 50vw$/);
  });

  it('offer the 1600 px rendition in the sortable grid', () => {
    const { container } = render(
      <DndContext>
        <SortableContext items={['a1']}>
          <ul>
            <SortableImageTile
              image={image}
              isCover={false}
              texts={germanGridTexts}
              onSetCover={vi.fn()}
              onRemove={vi.fn()}
            />
          </ul>
        </SortableContext>
      </DndContext>,
    );
    expect(container.querySelector('img')!.getAttribute('srcset')).toBe(sharpOnPhones);
  });
});
