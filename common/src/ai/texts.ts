import { textWith } from '../messages/text-with';
/** AI texts exactly as the spec spells them (part 2, sections 5 and 8), plus the provider labels. */
export const aiTexts = {
  invalidApiKey: 'Invalid OpenAI API key. Please check your configuration.',
  rateLimited: 'Rate limit exceeded. Please try again later.',
  descriptionFailed: 'Failed to generate description. Please try again.',
  imageAnalysisFailed: 'Failed to analyze image. Please try again.',
  templatesFailed: 'Failed to generate templates. Please try again.',
  noAnalysis: 'No analysis received from OpenAI',
  templatesUnparsable: 'Failed to parse generated templates',
  instructionRequired: 'Bitte geben Sie eine Anweisung ein.',
  assistantFailed: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
  builtinLabel: 'Built-in text helper, no AI service set up',
  /** The model name is shown; the address and key of the service never are. */
  openaiLabel: textWith('AI service ({model})', 'model'),
  // Ours: the writing assistant's checks, and the built-in assistant given nothing to work on.
  textTooLong: 'The text is too long',
  instructionTooLong: 'The instruction is too long',
  builtinNeedsText: 'Bitte geben Sie zuerst einen Text ein.',
  /**
   * Description variants asked for in a content language the built-in generator does not write (issue 37); German
   * like the content page that asks for them.
   */
  builtinLanguageUnsupported:
    'Der eingebaute Textgenerator schreibt nur Deutsch und Englisch. Schreiben Sie diesen Text selbst oder richten Sie einen KI-Dienst ein.',
  /** A generated template's date that is no ISO date (the AI service's answer is checked like a request). */
  notAnIsoDate: 'Expected an ISO date (YYYY-MM-DD)',
} as const;
