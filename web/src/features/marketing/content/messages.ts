/** The marketing pages' product texts in one place; the quoted ones are the spec's words, kept exactly. */
export const marketingMessages = {
  checkoutCanceled: 'Your subscription process was canceled. No charges were made.',
  planListFailed: 'Fehler beim Laden der Preispläne. Bitte versuchen Sie es später erneut.',
  invalidPriceId: 'Invalid price ID',
  checkoutFailed: 'Fehler beim Starten des Zahlungsvorgangs. Bitte versuchen Sie es später erneut.',
  newsletterFailed: 'Your e-mail address could not be saved. Please try again.',
  newsletterConfirmed: (email: string) => `Thanks! We'll be in touch at ${email}.`,
} as const;
