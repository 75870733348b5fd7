import type { Config } from '../../config';
import type { PaymentsGateway } from './payments-gateway';
import { TestCheckoutGateway } from './test-gateway';

/**
 * Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in test checkout. The Stripe adapter (and its SDK)
 * is imported only when configured, so a server without Stripe never loads it.
 */
export async function createPaymentsGateway(
  config: Pick<Config, 'stripe' | 'appUrl'>,
): Promise<PaymentsGateway> {
  if (config.stripe) {
    const { StripeGateway } = await import('./stripe-gateway');
    return new StripeGateway(config.stripe);
  }
  return new TestCheckoutGateway(config.appUrl);
}
