import type { Config } from '../../config';
import type { PaymentsGateway } from './payments-gateway';
import { StripeGateway } from './stripe-gateway';
import { TestCheckoutGateway } from './test-gateway';

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in test checkout. */
export function createPaymentsGateway(config: Pick<Config, 'stripe' | 'appUrl'>): PaymentsGateway {
  return config.stripe ? new StripeGateway(config.stripe) : new TestCheckoutGateway(config.appUrl);
}
