import { describe, expect, it } from 'vitest';
import { withoutRepeatedSentences } from './unique-sentences';

describe('withoutRepeatedSentences', () => {
  it('says a sentence once, wherever it came again', () => {
    expect(
      withoutRepeatedSentences(
        'Das Haus liegt am See. Wir freuen uns auf Sie.\n\nDie Zimmer sind hell. wir freuen uns auf Sie!',
      ),
    ).toBe('Das Haus liegt am See. Wir freuen uns auf Sie.\n\nDie Zimmer sind hell.');
  });

  it('keeps the line breaks and drops a line only when all of it was said before', () => {
    expect(
      withoutRepeatedSentences('Ein ruhiges Haus am See.\nMit eigenem Badesteg.\nEin ruhiges Haus am See.'),
    ).toBe('Ein ruhiges Haus am See.\nMit eigenem Badesteg.');
  });

  it('leaves abbreviations alone', () => {
    const text = 'Wir bieten z. B. eine Sauna. Es gibt z. B. auch Räder.';
    expect(withoutRepeatedSentences(text)).toBe(text);
  });
});
