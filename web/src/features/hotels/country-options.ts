import { countryCodes, countryName } from '@common/hotels/countries';

export interface CountryOption {
  code: string;
  /** 'Germany (Deutschland)': the English name, and the German one where it differs. */
  label: string;
}

let options: CountryOption[] | null = null;

/** Every country, by English name; the names come from the browser (Intl.DisplayNames), not from a table. */
export function countryOptions(): CountryOption[] {
  if (options) return options;
  const collator = new Intl.Collator('en');
  options = countryCodes
    .map((code) => {
      const english = countryName(code, 'en') ?? code;
      const german = countryName(code, 'de');
      return { code, english, label: german && german !== english ? `${english} (${german})` : english };
    })
    .sort((a, b) => collator.compare(a.english, b.english))
    .map(({ code, label }) => ({ code, label }));
  return options;
}
