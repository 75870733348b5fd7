/** The marketing pages' product texts in one place; the quoted ones are the spec's words, kept exactly. */
export const marketingMessages = {
  checkoutCanceled: 'Your subscription process was canceled. No charges were made.',
  planListFailed: 'Fehler beim Laden der Preispläne. Bitte versuchen Sie es später erneut.',
  invalidPriceId: 'Invalid price ID',
  checkoutFailed: 'Fehler beim Starten des Zahlungsvorgangs. Bitte versuchen Sie es später erneut.',
  contactSent: "Thank you! Your message has been sent. We'll get back to you soon.",
  contactFailed: 'Your message could not be sent. Please try again.',
  newsletterFailed: 'Your e-mail address could not be saved. Please try again.',
  newsletterConfirmed: (email: string) => `Thanks! We'll be in touch at ${email}.`,
} as const;
