import { z } from 'zod';
import { languageTexts } from './texts';

/**
 * The languages a hotel's content can be written in (issue 37), in the order screens list them. One entry per
 * language is all a new one needs here: its ISO 639-1 code (what is stored and sent: AlpineBits' Language,
 * schema.org's inLanguage, the content API) and the ISO 639-3 code the language detection (franc) answers with.
 * Its names are the interface's words, in each screen's catalogue (web/src/locales/en/contentLanguages.json for
 * the English settings, content.json for the German content page), which the typecheck holds to this list.
 */
const languageTable = [
  { code: 'en', iso6393: 'eng' },
  { code: 'de', iso6393: 'deu' },
  { code: 'it', iso6393: 'ita' },
  { code: 'fr', iso6393: 'fra' },
  { code: 'es', iso6393: 'spa' },
  { code: 'nl', iso6393: 'nld' },
] as const;

export type LanguageCode = (typeof languageTable)[number]['code'];

export const languageCodes: readonly LanguageCode[] = languageTable.map((language) => language.code);

/** A content language's code; anything else answers with one clear message (a 400 naming the field). */
export const languageCodeSchema = z.enum(languageTable.map((language) => language.code) as [LanguageCode], {
  error: () => languageTexts.unknownLanguage(languageTable.map((language) => language.code).join(', ')),
});

export const isLanguageCode = (value: unknown): value is LanguageCode =>
  languageCodes.includes(value as LanguageCode);

/** The language for franc's ISO 639-3 answer ('deu' -> 'de'); null for a language that is not one of ours. */
export function languageOfIso6393(code: string): LanguageCode | null {
  return languageTable.find((language) => language.iso6393 === code)?.code ?? null;
}

/**
 * Where the language a hotel writes in first is not English (issue 37): German in Germany, Austria, Switzerland
 * and Liechtenstein, Italian in Italy. A Swiss hotel in Ticino or Romandy changes it in Settings.
 */
const primaryLanguageByCountry: Readonly<Record<string, LanguageCode>> = {
  DE: 'de',
  AT: 'de',
  CH: 'de',
  LI: 'de',
  IT: 'it',
};

/** The primary content language a new hotel gets from its country's ISO code (English where none is known). */
export function defaultPrimaryLanguage(countryCode: string | null | undefined): LanguageCode {
  return (countryCode && primaryLanguageByCountry[countryCode.toUpperCase()]) || 'en';
}

/** The served languages in the order screens list them, each once. */
export function inListOrder(languages: Iterable<LanguageCode>): LanguageCode[] {
  const chosen = new Set(languages);
  return languageCodes.filter((code) => chosen.has(code));
}
