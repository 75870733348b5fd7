import type { AnalysisFallback } from './schemas';

/** Why the AI gave no analysis, as the upload dialog and the library say it. */
const fallbackCause: Record<AnalysisFallback, string> = {
  rate_limited: 'the AI rate limit was reached',
  service_failed: 'the AI service failed',
};

/**
 * Texts of AI fallbacks in the asset screens (DECISIONS.md point 24; these screens are English). Our own
 * wording: the spec has none for them.
 */
export const analysisFallbackTexts = {
  /** One line per file in the upload dialog. */
  uploaded: (fileName: string, category: string, reason: AnalysisFallback) =>
    `${fileName}: got the default category ${category} and no tags, because ${fallbackCause[reason]}. You can analyse it again from the library.`,
  /** The badge on a library card. */
  badge: 'Not analysed by AI',
  badgeTitle: (reason: AnalysisFallback) =>
    `Default category and no tags, because ${fallbackCause[reason]} at upload.`,
  analyseAgain: 'Analyse again',
  analysing: 'Analysing...',
  /** After 'Analyse again' worked. */
  analysed: (category: string) => `Analysed again: filed under ${category}.`,
  /** The built-in generator is no failure, but its categories come from file names alone: said up front. */
  builtinNote:
    'The category comes from the file name; a file whose name says nothing gets the default category Room Photos.',
} as const;
