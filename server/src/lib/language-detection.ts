import { francAll } from 'franc-min';
import { languageOfIso6393, type LanguageCode } from '@common/languages/content-languages';

/**
 * Letters a text needs before its language is guessed: below this, franc confuses close languages ('Zimmer mit
 * Balkon' reads as French, 'Familienzimmer für bis zu vier Personen' as Spanish), and a room's one-line text
 * keeps the language it has rather than get a wrong one.
 */
const minLetters = 40;

/**
 * A text is judged in parts of about this many characters. franc compares a text's 300 most frequent trigrams
 * but scores them against its whole length, so the longer the text, the closer every language scores to the
 * best one (0.94 for Dutch against a 1,000-character German text, 0.98 at 2,000): parts of one size keep one
 * measure for a room's line and a hotel's page of text, and a text in two languages shows as parts that disagree.
 */
const partChars = 200;
/** The parts judged: the first 2,000 characters or so tell a text's language, and bound its cost. */
const maxParts = 10;

/**
 * How close a part's runner-up may score (franc scores the best 1, the others relative to it) for the best to
 * count: at this size a plain text's runner-up scores below 0.9 (Portuguese behind Spanish 0.89, German behind
 * Dutch 0.84); a part half in one language and half in another scores both near 1.
 */
const maxRunnerUpScore = 0.95;

/** The share of the letters judged that must be in one language for the text to count as written in it. */
const minShare = 0.75;

const letterCount = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;

/** The text's first parts of about `partChars`, cut between words; a short remainder joins the part before. */
function partsOf(text: string): string[] {
  const parts: string[] = [];
  // Never more than the parts can take, so a long text is not copied over and over.
  let rest = text.slice(0, partChars * (maxParts + 1)).trim();
  while (rest.length > 0 && parts.length < maxParts) {
    if (rest.length <= partChars * 1.5) {
      parts.push(rest);
      break;
    }
    const space = rest.lastIndexOf(' ', partChars);
    const cut = space > partChars / 2 ? space : partChars;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut).trimStart();
  }
  return parts;
}

/** One part's language when franc is clear about it and it is one of ours; null otherwise. */
function languageOfPart(part: string): LanguageCode | null {
  const [best, runnerUp] = francAll(part, { minLength: 10 });
  if (!best || best[0] === 'und') return null;
  if (runnerUp && runnerUp[1] >= maxRunnerUpScore) return null;
  return languageOfIso6393(best[0]);
}

/**
 * The language a text is written in, if it is one of the content languages and clearly so; null for a text that
 * is too short, mixed or in another language, whose stored language is then kept. Every part of the text votes
 * with its letters; a language needs three quarters of them.
 */
export function detectLanguage(text: string): LanguageCode | null {
  const parts = partsOf(text);
  const letters = parts.map(letterCount);
  const total = letters.reduce((sum, count) => sum + count, 0);
  if (total < minLetters) return null;
  const votes = new Map<LanguageCode, number>();
  parts.forEach((part, index) => {
    const language = languageOfPart(part);
    if (language) votes.set(language, (votes.get(language) ?? 0) + (letters[index] ?? 0));
  });
  const [winner] = [...votes].sort((a, b) => b[1] - a[1]);
  return winner && winner[1] >= total * minShare ? winner[0] : null;
}
