import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PreviewImageView } from '@common/templates/schemas';
import { ImageMosaic } from './image-mosaic';

const image = (id: string): PreviewImageView => ({
  id,
  alt: `Photo ${id}`,
  thumbUrl: `/files/${id}-thumb.webp`,
  galleryUrl: `/files/${id}-gallery.webp`,
});

const renderMosaic = (count: number) =>
  render(
    <ImageMosaic
      images={Array.from({ length: count }, (_, index) => image(`p${index + 1}`))}
      label="Hotel photos"
      emptyText="No photos"
    />,
  );

const picture = (id: string) => screen.getByRole('img', { name: `Photo ${id}` });

describe("the public preview's mosaic", () => {
  it('offers the 1600 px rendition of every tile, the small thumbnails included, sized by the tile', () => {
    renderMosaic(8);
    for (let index = 1; index <= 8; index += 1) {
      expect(picture(`p${index}`).getAttribute('srcset')).toBe(
        `/files/p${index}-thumb.webp 400w, /files/p${index}-gallery.webp 1600w`,
      );
    }
    expect(picture('p1').getAttribute('sizes')).toBe('(min-width: 1152px) 768px, 67vw');
    expect(picture('p2').getAttribute('sizes')).toBe('(min-width: 1152px) 384px, 33vw');
    // A small thumbnail is a fifth of the row: on a phone at three device pixels it needs more than 400 px.
    expect(picture('p4').getAttribute('sizes')).toBe('(min-width: 1152px) 230px, 20vw');
  });

  it('sizes a cover shown alone at the full width', () => {
    renderMosaic(1);
    expect(picture('p1').getAttribute('sizes')).toBe('(min-width: 1152px) 1152px, 100vw');
  });
});
