import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { countryName } from '../hotels/countries';
import { textWith } from '../messages/text-with';

/** What the phone field takes as typed: digits, spaces and separators, and a leading '+'. */
const phoneShape = /^\+?[\d\s\-./()]*$/;

export const phoneTexts = {
  characters: 'Phone numbers may contain digits, spaces and a leading + only.',
  withCountryCode: 'Please enter the phone number with + and the country code, for example +49 8821 123456.',
  invalidFor: textWith(
    'Please enter a valid phone number: with + and the country code (for example +49 8821 123456), or as a number in {country}.',
    'country',
  ),
} as const;

/** Whether the typed text has only characters a phone number may have (the field keeps them as typed). */
export const isPhoneShaped = (text: string) => phoneShape.test(text.trim());

export type PhoneResult = { ok: true; e164: string } | { ok: false; message: string };

/** The region as libphonenumber-js knows it (Kosovo is 'XK'), or none. */
const knownRegion = (region: string | null | undefined): CountryCode | undefined =>
  region && isSupportedCountry(region) ? region : undefined;

/**
 * A phone number as typed ('+49 8821 123456', '0049 8821 123456', or '08821 123456' with region 'DE') in
 * E.164 ('+498821123456'). An empty text is no number (''). A number without country code is read as one of
 * the region, the country chosen for the hotel; without a known region it is refused, saying what is allowed.
 * Validity is the country's own numbering plan (libphonenumber-js, its smallest metadata that still checks
 * the lengths per country): '+1 555 0100' is too short for North America, while Kosovo (+383) and Bolivia
 * (+591) are read like any other country.
 */
export function normalisePhone(text: string, region?: string | null): PhoneResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, e164: '' };
  if (!isPhoneShaped(trimmed)) return { ok: false, message: phoneTexts.characters };
  const country = knownRegion(region);
  const refuse = (): PhoneResult => ({
    ok: false,
    message: country ? phoneTexts.invalidFor(countryName(country) ?? country) : phoneTexts.withCountryCode,
  });
  // '00' is the international prefix in most of the world; without a region it still means '+'.
  const international = !country && /^00[1-9]/.test(trimmed) ? `+${trimmed.slice(2)}` : trimmed;
  if (!international.startsWith('+') && !country) return refuse();
  const number = parsePhoneNumberFromString(international, country);
  return number?.isValid() ? { ok: true, e164: number.number } : refuse();
}

/**
 * A stored phone number as people write it, in the international format: '+498821123456' shows as
 * '+49 8821 123456'. What cannot be read (numbers stored before E.164) is shown as it was stored.
 */
export function formatPhone(stored: string): string {
  if (!stored.startsWith('+')) return stored;
  return parsePhoneNumberFromString(stored)?.formatInternational() ?? stored;
}
