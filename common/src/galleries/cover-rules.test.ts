import { describe, expect, it } from 'vitest';
import {
  addImage,
  initialHotelGallery,
  moveImage,
  removeImage,
  setCover,
  sortGallery,
  type GalleryItem,
} from './cover-rules';

const ids = (items: readonly GalleryItem[]) => items.map((item) => item.assetId);
const cover = (items: readonly GalleryItem[]) =>
  items.filter((item) => item.isCover).map((item) => item.assetId);
const gallery = (...assetIds: string[]) => initialHotelGallery(assetIds);

describe('cover rules', () => {
  it('the first image added becomes the cover; later ones go to the end', () => {
    let items = addImage<GalleryItem>([], { assetId: 'a', isCover: false });
    expect(cover(items)).toEqual(['a']);
    items = addImage(items, { assetId: 'b', isCover: false });
    expect(ids(items)).toEqual(['a', 'b']);
    expect(cover(items)).toEqual(['a']);
    expect(items.map((item) => item.displayOrder)).toEqual([0, 1]);
  });

  it('an image already in the gallery is skipped', () => {
    const items = addImage(gallery('a', 'b'), { assetId: 'b', isCover: true });
    expect(ids(items)).toEqual(['a', 'b']);
    expect(cover(items)).toEqual(['a']);
  });

  it('removing the cover makes the first remaining image the cover, or none', () => {
    const items = removeImage(gallery('a', 'b', 'c'), 'a');
    expect(ids(items)).toEqual(['b', 'c']);
    expect(cover(items)).toEqual(['b']);
    expect(removeImage(gallery('a'), 'a')).toEqual([]);
  });

  it('removing another image keeps the cover', () => {
    const items = removeImage(gallery('a', 'b', 'c'), 'b');
    expect(ids(items)).toEqual(['a', 'c']);
    expect(cover(items)).toEqual(['a']);
  });

  it('setting a cover moves that image to the front', () => {
    const items = setCover(gallery('a', 'b', 'c'), 'c');
    expect(ids(items)).toEqual(['c', 'a', 'b']);
    expect(cover(items)).toEqual(['c']);
    expect(ids(setCover(gallery('a', 'b'), 'unknown'))).toEqual(['a', 'b']);
  });

  it('reordering makes the first image the cover', () => {
    const items = moveImage(gallery('a', 'b', 'c'), 2, 0);
    expect(ids(items)).toEqual(['c', 'a', 'b']);
    expect(cover(items)).toEqual(['c']);
    expect(ids(moveImage(gallery('a', 'b', 'c'), 0, 2))).toEqual(['b', 'c', 'a']);
    expect(cover(moveImage(gallery('a', 'b', 'c'), 0, 2))).toEqual(['b']);
    // Out of range moves change nothing.
    expect(ids(moveImage(gallery('a', 'b'), 0, 5))).toEqual(['a', 'b']);
  });

  it('the hotel gallery starts with every image, the first as cover, in order', () => {
    const items = initialHotelGallery(['x', 'y', 'z']);
    expect(items).toEqual([
      { assetId: 'x', isCover: true, displayOrder: 0 },
      { assetId: 'y', isCover: false, displayOrder: 1 },
      { assetId: 'z', isCover: false, displayOrder: 2 },
    ]);
  });
});

describe('gallery sort', () => {
  it('puts the cover first, then display order, a missing order counting as 999', () => {
    const sorted = sortGallery([
      { assetId: 'no-order', isCover: false, displayOrder: null },
      { assetId: 'late', isCover: false, displayOrder: 1000 },
      { assetId: 'second', isCover: false, displayOrder: 2 },
      { assetId: 'cover', isCover: true, displayOrder: 5 },
      { assetId: 'first', isCover: false, displayOrder: 0 },
      { assetId: 'undefined-order', isCover: false },
    ]);
    expect(ids(sorted)).toEqual(['cover', 'first', 'second', 'no-order', 'undefined-order', 'late']);
  });
});
