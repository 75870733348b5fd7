import { Alert } from '@web/components/ui/alert';

/** The server cannot take payments (production without Stripe), so no checkout is offered. */
const billingNotConfiguredText = 'Billing is not configured on this server, so plans cannot be bought yet.';

export function BillingNotConfigured({ next }: { next?: string }) {
  return (
    <Alert tone="info">
      {billingNotConfiguredText}
      {next ? ` ${next}` : null}
    </Alert>
  );
}
