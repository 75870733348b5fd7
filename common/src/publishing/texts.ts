/** What the server answers about publishing a hotel's content (issue 34, point 1). */
export const publishingTexts = {
  chooseOnOrOff: 'Choose whether the hotel publishes its content.',
} as const;
