import { splitSentences } from '../sentence-cut';

/** Sentences compared as a reader would: case, spacing and the final punctuation do not make them different. */
const sameness = (sentence: string) =>
  sentence
    .toLowerCase()
    .replace(/[.!?…]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();

/** A piece short of three words ("B." of "z. B.") is no sentence of its own and may well come twice. */
const isWholeSentence = (key: string) => key.split(' ').length >= 3;

/**
 * The text with every sentence said once: a later repetition (in any line or paragraph) is left out, and a
 * line left empty goes with it; the other lines keep their breaks. The built-in generator builds texts from
 * parts that can meet (the user's own text, added facts, closing lines); a sentence said twice reads like a
 * machine wrote it.
 */
export function withoutRepeatedSentences(text: string): string {
  const seen = new Set<string>();
  const lines = text.split('\n').map((line) => {
    if (line.trim() === '') return line;
    const kept = splitSentences(line).filter((sentence) => {
      const key = sameness(sentence);
      if (!isWholeSentence(key)) return true;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    return kept.length > 0 ? kept.join(' ') : null;
  });
  return lines
    .filter((line): line is string => line !== null)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
