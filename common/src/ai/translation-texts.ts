import { textWith } from '../messages/text-with';

/**
 * What the server answers when a text is translated through the AI service (issue 37, part 3). The first is the
 * issue's own wording; the built-in generator answers it, since it cannot translate and never passes a text off
 * as its translation.
 */
export const translationTexts = {
  notConfigured: 'No translation service is configured: write this text yourself or set up an AI service',
  sameLanguage: 'The text is already in this language. Choose another language to translate it into.',
  noText: 'There is no text to translate.',
  textTooLong: textWith('The text is too long to translate (at most {max} characters).', 'max'),
  unknownTextKind: 'Unknown kind of text.',
  /** The service failed: an error, a timeout, an answer that is no completion. */
  failed: 'Failed to translate the text. Please try again.',
  /** The service answered, but not with a translation (empty, the source again, far too short or long, cut off). */
  unusable: 'The AI service did not answer with a usable translation. Please try again.',
} as const;
