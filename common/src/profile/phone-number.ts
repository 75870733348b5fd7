import { countryName } from '../hotels/countries';

/** What the phone field takes as typed: digits, spaces and separators, and a leading '+'. */
const phoneShape = /^\+?[\d\s\-./()]*$/;

export const phoneTexts = {
  characters: 'Phone numbers may contain digits, spaces and a leading + only.',
  withCountryCode: 'Please enter the phone number with + and the country code, for example +49 8821 123456.',
  invalidFor: (country: string) =>
    `Please enter a valid phone number: with + and the country code (for example +49 8821 123456), or as a number in ${country}.`,
} as const;

/** Whether the typed text has only characters a phone number may have (the field keeps them as typed). */
export const isPhoneShaped = (text: string) => phoneShape.test(text.trim());

/**
 * Country calling codes by ISO code, for numbers typed without one. Regions missing here simply have no
 * default: such numbers are asked for with + and the country code.
 */
const callingCodes: Record<string, string> = Object.fromEntries(
  (
    'AD376 AE971 AL355 AM374 AR54 AT43 AU61 AZ994 BA387 BE32 BG359 BH973 BR55 BY375 CA1 CH41 CL56 CN86 CO57 ' +
    'CR506 CY357 CZ420 DE49 DK45 DO1 DZ213 EC593 EE372 EG20 ES34 FI358 FO298 FR33 GB44 GE995 GI350 GR30 GL299 ' +
    'HK852 HR385 HU36 ID62 IE353 IL972 IN91 IS354 IT39 JO962 JP81 KE254 KR82 KW965 KZ7 LB961 LI423 LK94 LT370 ' +
    'LU352 LV371 MA212 MC377 MD373 ME382 MK389 MT356 MU230 MX52 MY60 NG234 NL31 NO47 NZ64 OM968 PA507 PE51 ' +
    'PH63 PK92 PL48 PT351 QA974 RO40 RS381 RU7 SA966 SE46 SG65 SI386 SK421 SM378 TH66 TN216 TR90 TW886 TZ255 ' +
    'UA380 US1 UY598 VA39 VN84 ZA27'
  )
    .split(' ')
    .map((entry) => [entry.slice(0, 2), entry.slice(2)]),
);

/** Where the leading 0 is part of the number, not a trunk prefix to drop after the country code. */
const keepsLeadingZero = new Set(['IT', 'SM', 'VA']);

export type PhoneResult = { ok: true; e164: string } | { ok: false; message: string };

const digitCountFits = (digits: string) =>
  digits.length >= 7 && digits.length <= 15 && !digits.startsWith('0');

/**
 * A phone number as typed ('+49 8821 123456', '0049 8821 123456', or '08821 123456' with region 'DE') in
 * E.164 ('+498821123456'). An empty text is no number (''). A number without country code is read as one of
 * the region, the country chosen for the hotel; without a known region it is refused, saying what is allowed.
 */
export function normalisePhone(text: string, region?: string | null): PhoneResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, e164: '' };
  if (!isPhoneShaped(trimmed)) return { ok: false, message: phoneTexts.characters };
  const digits = trimmed.replace(/\D/g, '');
  const callingCode = region ? callingCodes[region] : undefined;
  const refuse = (): PhoneResult => {
    const country = region && callingCode ? countryName(region) : undefined;
    return { ok: false, message: country ? phoneTexts.invalidFor(country) : phoneTexts.withCountryCode };
  };
  let international: string;
  if (trimmed.startsWith('+')) international = digits;
  else if (digits.startsWith('00')) international = digits.slice(2);
  else if (callingCode) {
    const national = keepsLeadingZero.has(region ?? '') ? digits : digits.replace(/^0/, '');
    if (national.length < 4) return refuse();
    international = callingCode + national;
  } else return refuse();
  return digitCountFits(international) ? { ok: true, e164: `+${international}` } : refuse();
}
