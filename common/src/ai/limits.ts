/** AI limits stated once (spec part 2, sections 5, 7 and 9); the server and the web forms read them here. */
export const aiLimits = {
  /** Generated descriptions are cut back to the last full sentence within this many characters. */
  descriptionMaxChars: 4000,
  descriptionVariants: 2,
  descriptionMaxTokens: 2000,
  templatesMin: 3,
  templatesMax: 5,
  imagesPerTemplate: 8,
  analysisMaxTokens: 150,
  /** Longest text the writing assistant accepts (a description plus headroom). */
  rewriteTextMaxChars: 10000,
  instructionMaxChars: 1000,
} as const;
