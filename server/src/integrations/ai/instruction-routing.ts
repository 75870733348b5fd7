/** What the writing assistant is asked to do (spec part 2, section 7). */
export type RewriteIntent = 'longer' | 'shorter' | 'formal' | 'informal' | 'improve';

// English and German word starts, matched against the lower-cased instruction with umlauts folded, so
// "Länger", "laenger" and "LÄNGER" all match. Matching at word starts keeps "informell" from counting as
// "formell" and "verfasse" from counting as "fasse ... zusammen".
const patternsByIntent: ReadonlyArray<readonly [Exclude<RewriteIntent, 'improve'>, RegExp]> = [
  [
    'longer',
    /\b(longer|lengthen|more detail|detail|expand|elaborat|extend|laenger|verlaenger|ausfuehrlich|erweiter)/,
  ],
  [
    'shorter',
    /\b(short|summar|concise|condense|brief|kuerz|kurz|zusammenfass|knapp|kompakt|straff)|\bfass\w*\b.*\bzusammen\b/,
  ],
  [
    'informal',
    /\b(informal|relaxed|casual|laid.back|friendl|informell|locker|entspannt|laessig|umgangssprach|duzen|du-form)/,
  ],
  ['formal', /\b(profession|formal|formell|foermlich|serioes|sachlich|gehoben|siezen|sie-form)/],
];

/** Lower-cases and folds umlauts and ß so both spellings of a German keyword match. */
export function foldText(text: string): string {
  return text.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');
}

/**
 * Every intent an instruction names, in a fixed order (length first, then tone). An instruction such as
 * "kürzer und formeller" names two; the built-in generator applies both.
 */
export function detectIntents(instruction: string): Exclude<RewriteIntent, 'improve'>[] {
  const folded = foldText(instruction);
  const found = patternsByIntent.filter(([, pattern]) => pattern.test(folded)).map(([intent]) => intent);
  // "nicht kürzer, sondern länger" names both directions; the longer text loses nothing the user wrote.
  return found.includes('longer') ? found.filter((intent) => intent !== 'shorter') : found;
}

/** The one intent that chooses the service's prompt: the first named, otherwise "improve". */
export function routeInstruction(instruction: string): RewriteIntent {
  return detectIntents(instruction)[0] ?? 'improve';
}
