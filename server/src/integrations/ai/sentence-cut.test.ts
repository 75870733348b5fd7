import { describe, expect, it } from 'vitest';
import { cutToSentence, splitSentences } from './sentence-cut';

describe('cutToSentence', () => {
  it('keeps a text within the limit as it is (trimmed)', () => {
    expect(cutToSentence('  Ein Satz. Noch einer.  ')).toBe('Ein Satz. Noch einer.');
  });

  it('cuts a long text to at most 4000 characters at the last full sentence', () => {
    const sentence = 'Das Hotel liegt ruhig am Waldrand und bietet viel Platz. '; // 57 characters
    const text = sentence.repeat(100);
    const cut = cutToSentence(text);
    expect(cut.length).toBeLessThanOrEqual(4000);
    expect(cut.endsWith('Platz.')).toBe(true);
    expect(cut).toBe(sentence.repeat(70).trim());
  });

  it('keeps a sentence that ends exactly at the limit', () => {
    const text = `${'a'.repeat(3999)}. Next sentence.`;
    expect(cutToSentence(text)).toBe(`${'a'.repeat(3999)}.`);
  });

  it('does not treat a decimal point or abbreviation without a following space as a sentence end', () => {
    const text = `Preis 3.50 Euro pro Nacht inklusive Frühstück. ${'x'.repeat(60)}`;
    expect(cutToSentence(text, 60)).toBe('Preis 3.50 Euro pro Nacht inklusive Frühstück.');
  });

  it('keeps closing quotes with the sentence', () => {
    expect(cutToSentence('Er sagte „Willkommen!“ Dann ging er weiter hinaus.', 30)).toBe(
      'Er sagte „Willkommen!“',
    );
  });

  it('falls back to the last word boundary when no sentence ends inside the limit', () => {
    expect(cutToSentence('one two three four five six', 12)).toBe('one two');
  });

  it('respects a custom limit', () => {
    expect(cutToSentence('First. Second. Third.', 15)).toBe('First. Second.');
  });
});

describe('splitSentences', () => {
  it('splits on sentence ends and keeps the marks', () => {
    expect(splitSentences('Hallo Welt! Wie geht es? Gut. Rest ohne Punkt')).toEqual([
      'Hallo Welt!',
      'Wie geht es?',
      'Gut.',
      'Rest ohne Punkt',
    ]);
  });
});
