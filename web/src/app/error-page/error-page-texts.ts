/** The error page's words (shown on public and signed-in pages alike, both in English). */
export const errorPageTexts = {
  title: 'Something went wrong',
  body: 'This page could not be shown. Reloading it usually helps; what you saved is kept.',
  reload: 'Reload',
} as const;
