/**
 * The visitor's Accept-Language header (RFC 9110, section 12.5.4) against the languages a page exists in, each a
 * primary language subtag ('de', 'it'). A small parser of our own: the one library in reach (negotiator) is only
 * a dependency of a dependency here, and the rules are few.
 */

/** One language range of the header with its weight, in the order the visitor listed them. */
export interface LanguageRange {
  /** Lower case: 'it-ch', 'it', or '*'. */
  range: string;
  /** 0 to 1; 0 means 'not this one'. */
  quality: number;
  position: number;
}

/** 1*8ALPHA *("-" 1*8alphanum), or '*' (RFC 4647, section 2.1). */
const languageRange = /^(?:[a-z]{1,8}(?:-[a-z0-9]{1,8})*|\*)$/i;
/** qvalue = ( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] ) */
const qualityValue = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;
/** More ranges than any browser sends: a longer header is read that far. */
const rangesRead = 50;

/**
 * The header's ranges with their weights. A part that is not a language range or carries a malformed weight is
 * left out (the rest still counts), as is a parameter other than q, which the field does not have.
 */
export function parseAcceptLanguage(header: string | readonly string[] | undefined): LanguageRange[] {
  const text = Array.isArray(header) ? header.join(',') : ((header as string | undefined) ?? '');
  const ranges: LanguageRange[] = [];
  for (const part of text.split(',', rangesRead)) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (!languageRange.test(name)) continue;
    let quality = 1;
    let wellFormed = parameters.length <= 1;
    for (const parameter of parameters) {
      const [key = '', value = ''] = parameter.split('=').map((piece) => piece.trim());
      if (key.toLowerCase() !== 'q' || !qualityValue.test(value)) wellFormed = false;
      else quality = Number(value);
    }
    if (wellFormed) ranges.push({ range: name.toLowerCase(), quality, position: ranges.length });
  }
  return ranges;
}

/** How closely a range names a language: the language itself, a regional form of it ('it-ch'), or any ('*'). */
function closeness(range: string, language: string): number {
  if (range === language) return 3;
  if (range.startsWith(`${language}-`)) return 2;
  if (range === '*') return 1;
  return 0;
}

/**
 * The language of `available` the visitor prefers, or null when the header names none of them (or refuses all
 * it names, q=0). Each language is weighed by the range that names it most closely ('it;q=0.5' over 'it-CH' for
 * Italian, a regional range over '*'); among equal weights the one listed first wins, and among languages only '*'
 * accepts, the order of `available` decides (put the default first).
 */
export function preferredLanguage<Code extends string>(
  header: string | readonly string[] | undefined,
  available: readonly Code[],
): Code | null {
  const ranges = parseAcceptLanguage(header);
  let best: { code: Code; quality: number; position: number } | null = null;
  for (const [index, code] of available.entries()) {
    let deciding: LanguageRange | null = null;
    let decidingCloseness = 0;
    for (const range of ranges) {
      const near = closeness(range.range, code.toLowerCase());
      // The closest range decides; among regional ranges of one language, the visitor's highest weight.
      if (
        near > decidingCloseness ||
        (near > 0 && near === decidingCloseness && deciding && range.quality > deciding.quality)
      ) {
        deciding = range;
        decidingCloseness = near;
      }
    }
    if (!deciding || deciding.quality === 0) continue;
    // Languages only '*' accepts rank after every named one of the same weight, in the order given.
    const position = decidingCloseness === 1 ? rangesRead + index : deciding.position;
    if (
      !best ||
      deciding.quality > best.quality ||
      (deciding.quality === best.quality && position < best.position)
    ) {
      best = { code, quality: deciding.quality, position };
    }
  }
  return best?.code ?? null;
}
