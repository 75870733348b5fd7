import { describe, expect, it } from 'vitest';
import type { GalleryImageView } from '@common/galleries/schemas';
import { embedPhotos, photoAlt } from './embed-photos';

const image = (overrides: Partial<GalleryImageView>): GalleryImageView => ({
  assetId: 'a',
  name: 'Pool at sunset.jpg',
  category: 'Amenities',
  isCover: false,
  displayOrder: 0,
  url: '/files/p.jpg',
  thumbUrl: '/files/p-thumb.webp',
  galleryUrl: '/files/p-gallery.webp',
  width: 3000,
  height: 2000,
  ...overrides,
});

describe('photoAlt', () => {
  it("is the photo's name without its extension", () => {
    expect(photoAlt('Pool at sunset.jpg', 'Alpenhof', 1, 3)).toBe('Pool at sunset');
    expect(photoAlt(' Lobby.CR2.jpg ', 'Alpenhof', 1, 3)).toBe('Lobby');
  });

  it("names what the photo belongs to and its place where the name is a camera's", () => {
    expect(photoAlt('IMG_1234.jpg', 'Alpenhof', 2, 5)).toBe('Alpenhof, photo 2 of 5');
    expect(photoAlt('DSC0001', 'Double Room', 1, 1)).toBe('Double Room, photo 1 of 1');
  });
});

describe('embedPhotos', () => {
  it('lists both renditions with their real widths, and the thumbnail size', () => {
    const [photo] = embedPhotos([image({})], 'Alpenhof');
    expect(photo).toEqual({
      src: '/files/p-thumb.webp',
      srcset: '/files/p-thumb.webp 400w, /files/p-gallery.webp 1600w',
      width: 400,
      height: 267,
      alt: 'Pool at sunset',
    });
  });

  it('lists only the thumbnail of a photo no larger than it', () => {
    const [photo] = embedPhotos([image({ width: 300, height: 200 })], 'Alpenhof');
    expect(photo?.srcset).toBe('/files/p-thumb.webp 300w');
    expect([photo?.width, photo?.height]).toEqual([300, 200]);
  });
});
