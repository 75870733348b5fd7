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
  openaiLabel: (model: string) => `AI service (${model})`,
} as const;
