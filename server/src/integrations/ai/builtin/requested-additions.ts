import type { ContentLanguage } from '@common/ai/hotel-profile';

// "add the sauna", "please mention free parking", "include a line about the lake";
// "erwähne die Sauna", "ergänze bitte den Parkplatz", "füge die Seeterrasse hinzu".
const additionPatterns = [
  /\b(?:add|mention|include)\s+(?:a\s+(?:line|sentence|word)\s+(?:about|on)\s+)?(.+?)(?=[.;!?\n]|,\s|\s+and\s+(?:make|keep|write)\b|$)/gi,
  /(?:erwähne|erwähnen|ergänze|ergänzen|nenne|nennen)\s+(?:sie\s+)?(?:bitte\s+)?(?:auch\s+)?(.+?)(?=[.;!?\n]|,\s|\s+und\s+(?:mach|schreib)|$)/gi,
  /\bfüge\s+(?:bitte\s+)?(?:noch\s+)?(.+?)\s+hinzu\b/gi,
];

const additionSentence: Record<ContentLanguage, (subject: string) => string> = {
  en: (subject) => `Also part of your stay: ${subject}.`,
  de: (subject) => `Ebenfalls Teil Ihres Aufenthalts: ${subject}.`,
};

/** What an instruction asks to add ("add the sauna" → 'the sauna'), in the order it names them. */
export function requestedAdditions(instruction: string): string[] {
  const subjects = additionPatterns.flatMap((pattern) =>
    [...instruction.matchAll(pattern)].map((match) =>
      (match[1] ?? '').trim().replace(/^(?:bitte|please)\s+/i, ''),
    ),
  );
  return [...new Set(subjects.filter((subject) => subject.length > 1 && subject.length <= 80))];
}

/**
 * The text with a sentence for each thing the instruction asks to add that the text does not mention yet.
 * The built-in generator cannot know more about it than its name, so the sentence says no more than that.
 */
export function addRequested(text: string, instruction: string, language: ContentLanguage): string {
  const lowerText = text.toLowerCase();
  const missing = requestedAdditions(instruction).filter(
    (subject) => !lowerText.includes(subject.toLowerCase().replace(/^(?:the|a|an|der|die|das|den)\s+/, '')),
  );
  if (missing.length === 0) return text;
  const added = missing.map(additionSentence[language]).join(' ');
  return text.trim() ? `${text.trim()} ${added}` : added;
}
