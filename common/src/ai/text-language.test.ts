import { describe, expect, it } from 'vitest';
import { guessLanguage } from './text-language';

describe('guessLanguage', () => {
  it('tells German from English by their common words', () => {
    expect(guessLanguage('Ein ruhiges Haus am See mit eigenem Badesteg.')).toBe('de');
    expect(guessLanguage('A quiet house by the lake with its own jetty.')).toBe('en');
    expect(guessLanguage('Unser Frühstück ist regional.')).toBe('de');
    expect(guessLanguage('Breakfast is served on the terrace from 7 am.')).toBe('en');
  });

  it('takes an umlaut as a sign of German in a short text', () => {
    expect(guessLanguage('Gemütliche Zimmer, Blick über Konstanz')).toBe('de');
  });

  it('answers German, the main language, when it cannot tell', () => {
    expect(guessLanguage('')).toBe('de');
    expect(guessLanguage('Hotel Seeblick')).toBe('de');
  });
});
