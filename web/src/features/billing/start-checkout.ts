import { billingTexts } from '@common/billing/texts';
import { checkoutTexts } from '@web/locales/checkout';
import { sharedText } from '@web/lib/i18n/shared-text';
import { createCheckout, type CreateCheckoutInput } from './api/create-checkout';

/**
 * Starts a checkout and sends the browser to it: Stripe Checkout, or our own test checkout when no Stripe key
 * is configured. Whatever it throws carries the text to show (spec part 1, section 8).
 */
export async function startCheckout(input: CreateCheckoutInput): Promise<void> {
  const { url } = await createCheckout(input);
  if (!url) throw new Error(checkoutTexts('noCheckoutUrl'));
  try {
    const target = new URL(url, window.location.href);
    // Only web addresses: a javascript: or data: URL from a broken server must never run in our page.
    if (target.protocol !== 'https:' && target.protocol !== 'http:') {
      throw new Error(`unsupported address ${target.protocol}`);
    }
    window.location.assign(target.href);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new Error(checkoutTexts('redirectFailed', { detail }));
  }
}

/** The text for anything startCheckout threw; server errors arrive as ApiError with the user-facing message. */
export function checkoutErrorMessage(error: unknown): string {
  return error instanceof Error && error.message
    ? error.message
    : sharedText(billingTexts.checkoutFailed('unknown error'));
}
