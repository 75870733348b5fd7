import { randomBytes } from 'node:crypto';
import type { PurchasablePlanId } from '@common/plans/plans';
import type {
  CheckoutInput,
  PaymentsGateway,
  ProviderCheckoutSession,
  ProviderSubscription,
} from './payments-gateway';

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/**
 * The built-in test checkout used when no Stripe key is configured: checkout happens on our own
 * /test-checkout page ("Test mode, no payment is taken"). It keeps no state of its own; the billing feature
 * stores sessions and subscriptions exactly as it does for Stripe.
 */
export class TestCheckoutGateway implements PaymentsGateway {
  readonly kind = 'test';

  constructor(private readonly appUrl: string) {}

  supportsPlan(_planId: PurchasablePlanId) {
    return true;
  }

  async createCheckoutSession(_input: CheckoutInput) {
    const sessionId = id('cs');
    return { id: sessionId, url: `${this.appUrl}/test-checkout?session=${sessionId}` };
  }

  /** Test sessions are completed by the Pay button; the billing feature reads its own record instead. */
  async retrieveCheckoutSession(sessionId: string): Promise<ProviderCheckoutSession> {
    return { id: sessionId, complete: false, customerId: null, subscriptionId: null };
  }

  async retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    return {
      subscriptionId,
      customerId: null,
      planId: null,
      status: 'active',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    };
  }

  async createPortalSession(_customerId: string, _returnUrl: string) {
    return `${this.appUrl}/test-checkout/portal`;
  }

  async cancelSubscription(_subscriptionId: string) {}

  /** The test checkout keeps no provider state: the billing feature records the new plan itself. */
  async changeSubscriptionPlan(
    subscriptionId: string,
    planId: PurchasablePlanId,
  ): Promise<ProviderSubscription> {
    return {
      subscriptionId,
      customerId: null,
      planId,
      status: 'active',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    };
  }

  newCustomerId() {
    return id('cus');
  }

  newSubscriptionId() {
    return id('sub');
  }
}
