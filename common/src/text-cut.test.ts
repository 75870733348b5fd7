import { describe, expect, it } from 'vitest';
import { cutOnWord } from './text';

describe('cutOnWord', () => {
  it('keeps a text within the limit as it is', () => {
    expect(cutOnWord('Ein Haus am See', 15)).toBe('Ein Haus am See');
  });

  it('cuts after the last whole word within the limit, without a dangling comma or dash', () => {
    expect(cutOnWord('Ein Haus am See, mit Garten', 16)).toBe('Ein Haus am See');
    expect(cutOnWord('Ein Haus - am See', 8)).toBe('Ein Haus');
    // A space right after the limit still ends a whole word.
    expect(cutOnWord('Ein Haus am', 8)).toBe('Ein Haus');
  });

  it('cuts inside a word that would cost more than half the text', () => {
    expect(cutOnWord('Ab Donaudampfschifffahrtsgesellschaft', 20)).toBe('Ab Donaudampfschifff');
  });
});
