import { billingTexts } from '@common/billing/texts';
import type { AppContext } from '../../http/context';
import { AppError } from '../../lib/app-error';

type Deps = Pick<AppContext, 'config' | 'payments'>;

/**
 * Whether plans can be bought here: always with Stripe; the built-in test checkout only outside production,
 * because it hands out every plan without taking money (DECISIONS.md point 5 is for working offline).
 */
export function billingAvailable({ config, payments }: Deps): boolean {
  return payments.kind === 'stripe' || !config.isProduction;
}

export function requireBillingAvailable(deps: Deps): void {
  if (!billingAvailable(deps)) throw new AppError('serviceUnavailable', billingTexts.notConfigured);
}
