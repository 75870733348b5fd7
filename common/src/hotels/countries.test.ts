import { describe, expect, it } from 'vitest';
import { countryCodeFromText, countryCodes, countryLabel, countryName } from './countries';
import { countryFieldSchema, countryTexts } from './country-field';

describe('countries', () => {
  it('lists the 249 ISO 3166-1 alpha-2 codes, each with an English and a German name', () => {
    expect(countryCodes).toHaveLength(249);
    expect(new Set(countryCodes).size).toBe(249);
    for (const code of countryCodes) {
      expect(countryName(code, 'en')).toBeTruthy();
      expect(countryName(code, 'de')).toBeTruthy();
    }
    expect(countryName('AT', 'de')).toBe('Österreich');
    expect(countryName('XX')).toBeUndefined();
  });

  it('maps codes and English or German names, in any case, to the code', () => {
    expect(countryCodeFromText('de')).toBe('DE');
    expect(countryCodeFromText(' Germany ')).toBe('DE');
    expect(countryCodeFromText('deutschland')).toBe('DE');
    expect(countryCodeFromText('Österreich')).toBe('AT');
    expect(countryCodeFromText('SCHWEIZ')).toBe('CH');
    expect(countryCodeFromText('United  Kingdom')).toBe('GB');
    expect(countryCodeFromText('USA')).toBe('US');
    expect(countryCodeFromText('Bavaria')).toBeNull();
    expect(countryCodeFromText('XX')).toBeNull();
  });

  it('shows a code by its name and a free text as entered', () => {
    expect(countryLabel('DE')).toBe('Germany');
    expect(countryLabel('Bavaria')).toBe('Bavaria');
  });

  it('stores the code for a form field, refusing what names no country', () => {
    expect(countryFieldSchema.parse('AT')).toBe('AT');
    expect(countryFieldSchema.parse('Austria')).toBe('AT');
    expect(countryFieldSchema.safeParse('Atlantis').error?.issues[0]?.message).toBe(
      countryTexts.chooseFromList,
    );
    expect(countryFieldSchema.safeParse(' ').error?.issues[0]?.message).toBe(countryTexts.required);
  });
});
