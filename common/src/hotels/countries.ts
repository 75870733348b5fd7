/**
 * ISO 3166-1 alpha-2 codes of the officially assigned countries and territories. Only the codes ship: their
 * names come from Intl.DisplayNames (browser and Node alike), so no table of names is bundled.
 */
export const countryCodes: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW ' +
  'BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI ' +
  'FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN ' +
  'IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME ' +
  'MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF ' +
  'PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV ' +
  'SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE ' +
  'YT ZA ZM ZW'
).split(' ');

const knownCodes = new Set(countryCodes);

export type CountryNameLanguage = 'en' | 'de';

const displayNames = new Map<CountryNameLanguage, Intl.DisplayNames>();

/** The country's name in English or German ('DE' → 'Germany' / 'Deutschland'); undefined for an unknown code. */
export function countryName(code: string, language: CountryNameLanguage = 'en'): string | undefined {
  if (!knownCodes.has(code)) return undefined;
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    displayNames.set(language, names);
  }
  return names.of(code);
}

/** Names people type that are not the English or German display names. */
const aliases: Record<string, string> = {
  usa: 'US',
  'united states of america': 'US',
  amerika: 'US',
  uk: 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  großbritannien: 'GB',
  holland: 'NL',
  'czech republic': 'CZ',
  'tschechische republik': 'CZ',
  turkey: 'TR',
  türkei: 'TR',
};

const normalise = (text: string) => text.trim().toLocaleLowerCase('de').replace(/\s+/g, ' ');

let byName: Map<string, string> | null = null;

/** Every English and German name (and the aliases above), lower case, to its code. */
export function countryNameIndex(): Map<string, string> {
  if (byName) return byName;
  byName = new Map(Object.entries(aliases));
  for (const code of countryCodes) {
    for (const language of ['en', 'de'] as const) {
      const name = countryName(code, language);
      if (name) byName.set(normalise(name), code);
    }
  }
  return byName;
}

/**
 * The ISO code for what was entered: a code ('de', 'DE') or a country's English or German name ('Germany',
 * 'deutschland'); null when it names no country. Stored free-text countries are read through this too.
 */
export function countryCodeFromText(text: string): string | null {
  const trimmed = text.trim();
  if (/^[a-z]{2}$/i.test(trimmed)) {
    const code = trimmed.toUpperCase();
    return knownCodes.has(code) ? code : null;
  }
  return countryNameIndex().get(normalise(trimmed)) ?? null;
}

/** What to show for a stored country: the name for a code, the text as it was entered otherwise. */
export const countryLabel = (country: string, language: CountryNameLanguage = 'en') =>
  countryName(country, language) ?? country;
