/** What the server answers about publishing a hotel's content (issue 34, point 1). */
export const publishingTexts = {
  chooseOnOrOff: 'Choose whether the hotel publishes its content.',
  /** The schema.org data of an unknown, unpublished or replaced public id: the same words for each. */
  notPublished: 'No published hotel has this address.',
  tooManyRequests: 'Too many requests. Please try again in a minute.',
} as const;
