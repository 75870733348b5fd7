import { describe, expect, it } from 'vitest';
import {
  defaultPrimaryLanguage,
  inListOrder,
  isLanguageCode,
  languageCodes,
  languageCodeSchema,
  languageOfIso6393,
} from './content-languages';

describe('the content languages', () => {
  it('are the six of issue 37, English first', () => {
    expect(languageCodes).toEqual(['en', 'de', 'it', 'fr', 'es', 'nl']);
  });

  it('take a known code and refuse anything else with one message naming the codes', () => {
    expect(languageCodeSchema.parse('it')).toBe('it');
    for (const value of ['pt', 'DE', 'de-DE', '', ' de', 7, null]) {
      const result = languageCodeSchema.safeParse(value);
      expect(result.success, String(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        'Unknown language code. Use one of: en, de, it, fr, es, nl.',
      );
    }
    expect(isLanguageCode('nl')).toBe(true);
    expect(isLanguageCode('pt')).toBe(false);
    expect(isLanguageCode('__proto__')).toBe(false);
  });

  it('give a hotel German in DE, AT, CH and LI, Italian in IT, English elsewhere or without a country', () => {
    for (const country of ['DE', 'AT', 'CH', 'LI', 'de'])
      expect(defaultPrimaryLanguage(country), country).toBe('de');
    expect(defaultPrimaryLanguage('IT')).toBe('it');
    for (const country of ['FR', 'ES', 'NL', 'GB', 'US', 'SM', '', null, undefined])
      expect(defaultPrimaryLanguage(country), String(country)).toBe('en');
    expect(defaultPrimaryLanguage('constructor')).toBe('en');
  });

  it('read franc’s ISO 639-3 answers as our codes, and no other language', () => {
    expect(['eng', 'deu', 'ita', 'fra', 'spa', 'nld'].map(languageOfIso6393)).toEqual(languageCodes);
    for (const code of ['por', 'und', 'ron', '']) expect(languageOfIso6393(code)).toBeNull();
  });

  it('list chosen languages in the list’s order, each once', () => {
    expect(inListOrder(['nl', 'de', 'en', 'de'])).toEqual(['en', 'de', 'nl']);
  });
});
