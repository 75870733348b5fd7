import type { CheckoutOrigin } from '@common/billing/schemas';

export const sessionPlaceholder = '{CHECKOUT_SESSION_ID}';

/** Where the browser comes back to after paying or canceling (spec part 1, sections 4 and 9; the issue). */
export function checkoutReturnUrls(appUrl: string, origin: CheckoutOrigin) {
  switch (origin) {
    case 'onboarding':
      return {
        successUrl: `${appUrl}/onboarding?success=true&session_id=${sessionPlaceholder}`,
        cancelUrl: `${appUrl}/onboarding?canceled=true`,
      };
    case 'settings':
      return {
        successUrl: `${appUrl}/settings/payment?status=success&session_id=${sessionPlaceholder}`,
        cancelUrl: `${appUrl}/settings/payment?status=cancel`,
      };
    case 'pricing':
      return {
        successUrl: `${appUrl}/dashboard?success=true&session_id=${sessionPlaceholder}`,
        cancelUrl: `${appUrl}/pricing?canceled=true`,
      };
  }
}
