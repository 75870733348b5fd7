import { describe, expect, it } from 'vitest';
import { mosaicTiles } from './mosaic-tiles';
import { paragraphs } from './paragraphs';

describe('mosaicTiles', () => {
  const images = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];

  it('makes the first large, then two medium, then up to five small, at most 8 in all', () => {
    expect(mosaicTiles(images)).toEqual({ large: 'a', medium: ['b', 'c'], small: ['d', 'e', 'f', 'g', 'h'] });
  });

  it('fills what it can with fewer images', () => {
    expect(mosaicTiles(['a', 'b'])).toEqual({ large: 'a', medium: ['b'], small: [] });
    expect(mosaicTiles([])).toEqual({ large: null, medium: [], small: [] });
  });
});

describe('paragraphs', () => {
  it('splits at any line break and drops blank lines', () => {
    expect(paragraphs('Erster Absatz.\n\nZweiter.\r\nDritter.  \n   ')).toEqual([
      'Erster Absatz.',
      'Zweiter.',
      'Dritter.',
    ]);
    expect(paragraphs('  \n ')).toEqual([]);
  });
});
