import { describe, expect, it } from 'vitest';
import { paragraphs } from './paragraphs';

describe('paragraphs', () => {
  it('splits by line and drops blank lines', () => {
    expect(paragraphs('Erster Absatz.\r\n\n  Zweiter Absatz. \n')).toEqual([
      'Erster Absatz.',
      'Zweiter Absatz.',
    ]);
    expect(paragraphs('   ')).toEqual([]);
  });
});
