import { describe, expect, it } from 'vitest';
import { brightnessWord, colourName } from './colour-names';

describe('colourName', () => {
  it.each([
    [[255, 255, 255], 'white'],
    [[0, 0, 0], 'black'],
    [[128, 128, 128], 'grey'],
    [[220, 30, 30], 'red'],
    [[240, 140, 20], 'orange'],
    [[120, 70, 30], 'brown'],
    [[235, 220, 190], 'beige'],
    [[230, 220, 40], 'yellow'],
    [[40, 160, 60], 'green'],
    [[30, 180, 190], 'turquoise'],
    [[30, 90, 200], 'blue'],
    [[120, 50, 180], 'purple'],
    [[230, 80, 160], 'pink'],
  ] as const)('%j is %s', ([r, g, b], name) => {
    expect(colourName(r, g, b)).toBe(name);
  });
});

describe('brightnessWord', () => {
  it('names only clearly bright or dark images', () => {
    expect(brightnessWord(200)).toBe('bright');
    expect(brightnessWord(40)).toBe('dark');
    expect(brightnessWord(120)).toBeUndefined();
  });
});
