import { DndContext } from '@dnd-kit/core';
import { SortableContext } from '@dnd-kit/sortable';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { withHotelRole } from '@web/features/teams/testing/hotel-role';
import { galleryCatalogue } from '@web/locales/galleries';
import { sortableGridTexts } from '../sortable-grid-texts';
import { galleryImage, manyImages } from '../testing/gallery-fixtures';
import { GalleryMosaic } from './gallery-mosaic';
import { OverviewImageTile } from './overview-image-tile';
import { SortableImageTile } from './sortable-image-tile';

const image = galleryImage('a1', 'Pool');
const sharpOnPhones = '/files/a1-thumb.webp 400w, /files/a1-gallery.webp 1600w';

describe('gallery tiles', () => {
  it('offer the 1600 px rendition in the overview', () => {
    const { container } = render(
      withHotelRole(
        'owner',
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
      ),
    );
    expect(container.querySelector('img')!.getAttribute('srcset')).toBe(sharpOnPhones);
    expect(container.querySelector('img')!.getAttribute('sizes')).toMatch(/ 50vw$/);
  });

  it('offer the 1600 px rendition in the sortable grid', () => {
    const { container } = render(
      withHotelRole(
        'owner',
        <DndContext>
          <SortableContext items={['a1']}>
            <ul>
              <SortableImageTile
                image={image}
                isCover={false}
                texts={sortableGridTexts(galleryCatalogue, 'de')}
                onSetCover={vi.fn()}
                onRemove={vi.fn()}
              />
            </ul>
          </SortableContext>
        </DndContext>,
      ),
    );
    expect(container.querySelector('img')!.getAttribute('srcset')).toBe(sharpOnPhones);
  });

  it("offer the 1600 px rendition in the content page's mosaic, sized by each tile's width", () => {
    render(
      withHotelRole(
        'owner',
        <GalleryMosaic
          images={manyImages(6)}
          onOpenImage={vi.fn()}
          onOpenOverview={vi.fn()}
          onAdd={null}
          adding={false}
        />,
      ),
    );
    const picture = (name: string) =>
      screen
        .getByRole('button', { name: galleryCatalogue('section.openImage', { name }) })
        .querySelector('img')!;
    for (const index of [1, 2, 3, 4, 5, 6]) {
      expect(picture(`Image ${index}`).getAttribute('srcset')).toBe(
        `/files/i${index}-thumb.webp 400w, /files/i${index}-gallery.webp 1600w`,
      );
    }
    // The cover is two thirds of the width; the side tiles a third; the small ones a fifth on a wide screen.
    expect(picture('Image 1').getAttribute('sizes')).toBe('67vw');
    expect(picture('Image 2').getAttribute('sizes')).toBe('33vw');
    expect(picture('Image 4').getAttribute('sizes')).toBe('(min-width: 768px) 20vw, 33vw');
  });
});
