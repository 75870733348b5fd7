import { describe, expect, it } from 'vitest';
import { parseSrcset, widthInUrl } from './image-width';

describe('srcset', () => {
  it('reads width and density descriptors', () => {
    expect(parseSrcset('a.jpg 480w, b.jpg 1200w,c.jpg 2x, d.jpg')).toEqual([
      { url: 'a.jpg', width: 480, density: null },
      { url: 'b.jpg', width: 1200, density: null },
      { url: 'c.jpg', width: null, density: 2 },
      { url: 'd.jpg', width: null, density: null },
    ]);
  });

  it('keeps commas inside an address, as image services write them', () => {
    expect(
      parseSrcset(
        'https://res.example/c_fill,w_800,h_600/a.jpg 800w, https://res.example/c_fill,w_1600/a.jpg 1600w',
      ),
    ).toEqual([
      { url: 'https://res.example/c_fill,w_800,h_600/a.jpg', width: 800, density: null },
      { url: 'https://res.example/c_fill,w_1600/a.jpg', width: 1600, density: null },
    ]);
  });

  it('reads nothing from an empty or comma-only srcset', () => {
    expect(parseSrcset('')).toEqual([]);
    expect(parseSrcset(' , ,, ')).toEqual([]);
  });
});

describe('a width written in an image address', () => {
  it.each([
    ['https://h.example/wp-content/uploads/pool-1200x800.jpg', 1200],
    ['https://cf.bstatic.com/xdata/images/hotel/max1280x900/1.jpg', 1280],
    ['https://h.example/photo.jpg?w=1600&q=80', 1600],
    ['https://h.example/photo.jpg?width=2000', 2000],
    ['https://res.example/image/upload/c_fill,w_1400/room.jpg', 1400],
    ['https://h.example/photo.jpg', null],
    ['https://h.example/2024/photo.jpg', null],
  ])('%s is %s wide', (address, width) => {
    expect(widthInUrl(new URL(address))).toBe(width);
  });
});
