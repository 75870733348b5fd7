import { aiLimits } from '@common/ai/limits';

// A sentence ends with . ! ? or … optionally followed by closing quotes or brackets.
const sentenceEnd = /[.!?…]["'»«“”‘’)\]]*(?=\s|$)/g;

/**
 * Cuts a text to at most `maxChars` characters, back to the end of its last full sentence
 * (spec part 2, section 5). A text without any sentence end inside the limit is cut at the last word
 * boundary instead, so nothing half-word is ever returned.
 */
export function cutToSentence(text: string, maxChars: number = aiLimits.descriptionMaxChars): string {
  const trimmed = text.trim();
  if (trimmed.length <= maxChars) return trimmed;
  const window = trimmed.slice(0, maxChars);
  // The character after the window tells whether the window's last character closes a sentence.
  const probe = trimmed.slice(0, maxChars + 1);
  let lastEnd = -1;
  for (const match of probe.matchAll(sentenceEnd)) {
    const end = match.index + match[0].length;
    if (end <= maxChars) lastEnd = end;
  }
  if (lastEnd > 0) return window.slice(0, lastEnd).trim();
  const lastSpace = window.search(/\s\S*$/);
  return (lastSpace > 0 ? window.slice(0, lastSpace) : window).trim();
}

/** Splits a text into its sentences, keeping each sentence's own end mark. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of text.matchAll(sentenceEnd)) {
    const end = match.index + match[0].length;
    const sentence = text.slice(start, end).trim();
    if (sentence) sentences.push(sentence);
    start = end;
  }
  const rest = text.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}
