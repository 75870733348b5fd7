/**
 * What the AI service answered, read as a translation of `source` (issue 37, part 3): the answer only if it can be
 * one, never a half-written or borrowed text. A reply is no translation when it is
 *   empty          nothing but white space (or a pair of quotes around nothing)
 *   unchanged      the source again, for a text of more than a few words (short names often stay as they are)
 *   tooShort       under half the source's length: a part is missing, or the reply was cut
 *   tooLong        over twice the source's length: an explanation came along
 *   extraLines     more lines than the source: a note, an introduction or a list of alternatives came along
 *   nulCharacter   a NUL, which no text column can hold
 * The bounds leave a short text room (a few characters either way): 'Bett' may well become 'Letto matrimoniale'.
 */
export type UnusableTranslation =
  'empty' | 'unchanged' | 'tooShort' | 'tooLong' | 'extraLines' | 'nulCharacter';

export type TranslationCheck = { ok: true; text: string } | { ok: false; problem: UnusableTranslation };

// Translations between the content languages run from about 0.7 to 1.4 times the source's length.
export const translationLengthRatio = { min: 0.5, max: 2 } as const;
const lengthSlack = 20;
// 'Junior Suite', 'Spa' or 'Wellness Lounge' are the same in many languages; five words coming back unchanged
// are a reply that did not translate.
const wordsBeforeUnchangedIsSuspicious = 4;

/** Quotes a model likes to wrap its answer in, though told not to: opening and closing. */
const quotePairs: ReadonlyArray<readonly [string, string]> = [
  ['"', '"'],
  ['“', '”'],
  ['„', '“'],
  ['«', '»'],
  ['»', '«'],
  ["'", "'"],
  ['‘', '’'],
];

/** The translation in `reply`, or why there is none. */
export function checkTranslation(source: string, reply: string): TranslationCheck {
  const original = source.trim();
  const text = withoutWrappingQuotes(reply.trim(), original);
  if (text === '') return { ok: false, problem: 'empty' };
  if (text.includes('\u0000')) return { ok: false, problem: 'nulCharacter' };
  if (lineCount(text) > lineCount(original)) return { ok: false, problem: 'extraLines' };
  if (text.length < original.length * translationLengthRatio.min - lengthSlack)
    return { ok: false, problem: 'tooShort' };
  if (text.length > original.length * translationLengthRatio.max + lengthSlack)
    return { ok: false, problem: 'tooLong' };
  if (wordCount(original) > wordsBeforeUnchangedIsSuspicious && comparable(text) === comparable(original))
    return { ok: false, problem: 'unchanged' };
  return { ok: true, text };
}

/** The reply without a pair of quotes around all of it, unless the source is quoted so too. */
function withoutWrappingQuotes(reply: string, source: string): string {
  for (const [open, close] of quotePairs) {
    if (reply.length < 2 || !reply.startsWith(open) || !reply.endsWith(close)) continue;
    if (source.startsWith(open) && source.endsWith(close)) return reply;
    const inner = reply.slice(open.length, -close.length);
    // '"Alpenblick" and "Seeblick"' starts and ends with quotes without being wrapped in them.
    if (inner.includes(open) || inner.includes(close)) return reply;
    return inner.trim();
  }
  return reply;
}

const lineCount = (text: string) => text.split(/\r?\n/).filter((line) => line.trim() !== '').length;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

const comparable = (text: string) => text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ');
