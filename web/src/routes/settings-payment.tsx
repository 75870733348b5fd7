import { PaymentSettings } from '@web/features/billing/components/payment-settings';

/** Settings > Payment: subscription, customer portal and plan choice; checkouts started here return here. */
export function Component() {
  return <PaymentSettings />;
}
