// Kept apart from schemas.ts, so pages that only show a text (the pricing page's checkout) do not load zod.
/** Checkout and subscription texts exactly as the spec spells them (part 1, section 8). */
export const billingTexts = {
  invalidPriceId: 'Invalid price ID',
  priceIdRequired: 'Preis ID ist erforderlich, um den Checkout zu starten',
  mustBeSignedIn: 'Benutzer muss angemeldet sein, um ein Abonnement abzuschließen',
  checkoutFailed: (detail: string) => `Error creating checkout session: ${detail}`,
  noCheckoutUrl: 'Keine gültige Checkout-URL vom Server erhalten',
  redirectFailed: (detail: string) => `Error redirecting to checkout: ${detail}`,
  onboardingCheckoutFailed: 'Fehler beim Starten des Zahlungsvorgangs. Bitte versuchen Sie es später erneut.',
  canceled: 'Your subscription process was canceled. No charges were made.',
  plansLoadFailed: 'Fehler beim Laden der Preispläne. Bitte versuchen Sie es später erneut.',
  paymentSucceeded: 'Payment successful! Your subscription is now active.',
  sessionNotFound: 'Checkout session not found',
  noSubscription: 'You have no subscription to manage yet.',
  portalFailed: 'The subscription management could not be opened. Please try again.',
  testModeLabel: 'Test mode, no payment is taken',
  alreadySubscribed: 'You already have a subscription. Change your plan in the payment settings.',
  samePlan: 'This is already your plan.',
  planChanged: (name: string) =>
    `Your plan is now ${name}. The new price applies from your next billing date.`,
  changePlanFailed: 'The plan could not be changed. Please try again.',
} as const;
