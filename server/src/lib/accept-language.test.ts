import { describe, expect, it } from 'vitest';
import { parseAcceptLanguage, preferredLanguage } from './accept-language';

const served = ['de', 'en', 'it'] as const;

describe('parseAcceptLanguage', () => {
  it('reads ranges with their weights in the order listed, lower case, spaces around them allowed', () => {
    expect(parseAcceptLanguage('it-CH, it;q=0.9 ,en ; q=0.5,*;q=0.1')).toEqual([
      { range: 'it-ch', quality: 1, position: 0 },
      { range: 'it', quality: 0.9, position: 1 },
      { range: 'en', quality: 0.5, position: 2 },
      { range: '*', quality: 0.1, position: 3 },
    ]);
    expect(parseAcceptLanguage(['de', 'fr;q=0'])).toEqual([
      { range: 'de', quality: 1, position: 0 },
      { range: 'fr', quality: 0, position: 1 },
    ]);
  });

  it('leaves out a malformed part and keeps the rest', () => {
    expect(
      parseAcceptLanguage(
        'de;q=2, fr;q=abc, es;q=0.1234, nl;q=, <script>, en-;q=1, x-toolongsubtag, pt;level=1, it;Q=0.3, ,',
      ),
    ).toEqual([{ range: 'it', quality: 0.3, position: 0 }]);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('')).toEqual([]);
  });
});

describe('preferredLanguage', () => {
  it('takes the regional form of a language for the language', () => {
    expect(preferredLanguage('it-CH,it;q=0.9,en;q=0.5', served)).toBe('it');
    expect(preferredLanguage('de-AT', served)).toBe('de');
    expect(preferredLanguage('EN-gb', served)).toBe('en');
  });

  it('goes by weight, then by the order listed', () => {
    expect(preferredLanguage('en;q=0.4, it;q=0.8', served)).toBe('it');
    expect(preferredLanguage('fr, en;q=0.7, de;q=0.7', served)).toBe('en');
    expect(preferredLanguage('fr, nl;q=0.9', served)).toBeNull();
  });

  it('weighs a language by the range naming it most closely, so q=0 refuses it', () => {
    // The visitor takes Swiss German but not German as such: the closer 'de' decides.
    expect(preferredLanguage('de-CH, de;q=0, en;q=0.2', served)).toBe('en');
    expect(preferredLanguage('it-CH;q=0.1, it-IT;q=0.9, de;q=0.5', served)).toBe('it');
    expect(preferredLanguage('de;q=0', served)).toBeNull();
  });

  it("ranks what only '*' accepts after every named language, in the order given", () => {
    expect(preferredLanguage('*', served)).toBe('de');
    expect(preferredLanguage('*', ['it', 'de'])).toBe('it');
    expect(preferredLanguage('fr, *;q=0.5, en;q=0.5', served)).toBe('en');
    expect(preferredLanguage('*, de;q=0', served)).toBe('en');
  });

  it('answers null for no header, an empty one and one of nonsense', () => {
    expect(preferredLanguage(undefined, served)).toBeNull();
    expect(preferredLanguage('', served)).toBeNull();
    expect(preferredLanguage(';;;,,,==', served)).toBeNull();
    expect(preferredLanguage('de', [])).toBeNull();
  });
});
