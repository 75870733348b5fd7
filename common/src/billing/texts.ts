import { textWith } from '../messages/text-with';
// Kept apart from schemas.ts, so pages that only show a text (the pricing page's checkout) do not load zod.
/**
 * Checkout and subscription texts exactly as the spec spells them (part 1, section 8) that the server answers
 * with (checkoutFailed is also the web's fallback). start-checkout's own two failures are in the web's 'checkout'
 * catalogue; the notices only the web shows are in the billing and onboarding catalogues.
 */
export const billingTexts = {
  invalidPriceId: 'Invalid price ID',
  priceIdRequired: 'Preis ID ist erforderlich, um den Checkout zu starten',
  mustBeSignedIn: 'Benutzer muss angemeldet sein, um ein Abonnement abzuschließen',
  checkoutFailed: textWith('Error creating checkout session: {detail}', 'detail'),
  plansLoadFailed: 'Fehler beim Laden der Preispläne. Bitte versuchen Sie es später erneut.',
  sessionNotFound: 'Checkout session not found',
  noSubscription: 'You have no subscription to manage yet.',
  portalFailed: 'The subscription management could not be opened. Please try again.',
  alreadySubscribed: 'You already have a subscription. Change your plan in the payment settings.',
  samePlan: 'This is already your plan.',
  changePlanFailed: 'The plan could not be changed. Please try again.',
  // Ours: a server that cannot take payments, and a Stripe webhook call that is not Stripe's.
  notConfigured: 'Billing is not configured on this server, so plans cannot be bought.',
  invalidWebhookSignature: 'Invalid webhook signature',
} as const;
