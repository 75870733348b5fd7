import { describe, expect, it } from 'vitest';
import { renditionSrcSet, renditionWidth } from './srcset';

const urls = { thumbUrl: '/files/a-thumb.webp', galleryUrl: '/files/a-gallery.webp' };

describe('renditionSrcSet', () => {
  it('offers the 400 px and the 1600 px rendition by their widths', () => {
    expect(renditionSrcSet({ ...urls, width: 2400, height: 1600 })).toBe(
      '/files/a-thumb.webp 400w, /files/a-gallery.webp 1600w',
    );
  });

  it('gives a portrait image the narrower widths its renditions have', () => {
    expect(renditionSrcSet({ ...urls, width: 1200, height: 1800 })).toBe(
      '/files/a-thumb.webp 267w, /files/a-gallery.webp 1067w',
    );
  });

  it('never claims more pixels than the original has', () => {
    expect(renditionSrcSet({ ...urls, width: 1000, height: 800 })).toBe(
      '/files/a-thumb.webp 400w, /files/a-gallery.webp 1000w',
    );
    expect(renditionSrcSet({ ...urls, width: 300, height: 200 })).toBe('/files/a-thumb.webp 300w');
  });

  it('takes the long edges when the size is not known', () => {
    expect(renditionSrcSet({ ...urls, width: 0, height: 0 })).toBe(
      '/files/a-thumb.webp 400w, /files/a-gallery.webp 1600w',
    );
  });
});

describe('renditionWidth', () => {
  it('is the long edge scaled to the rendition, never enlarged', () => {
    expect(renditionWidth(400, 3000, 2000)).toBe(400);
    expect(renditionWidth(1600, 3000, 2000)).toBe(1600);
    // Portrait: the long edge is the height.
    expect(renditionWidth(400, 2000, 3000)).toBe(267);
    expect(renditionWidth(1600, 1000, 800)).toBe(1000);
  });

  it('is the edge when the size is not known', () => {
    expect(renditionWidth(400)).toBe(400);
    expect(renditionWidth(400, 0, 0)).toBe(400);
    expect(renditionWidth(400, -1, 300)).toBe(400);
  });
});
