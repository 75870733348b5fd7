import { Alert } from '@web/components/ui/alert';
import { useCheckoutTexts } from '@web/locales/checkout';

/** The server cannot take payments (production without Stripe), so no checkout is offered. */
export function BillingNotConfigured({ next }: { next?: string }) {
  const t = useCheckoutTexts();
  return (
    <Alert tone="info">
      {t('notConfigured')}
      {next ? ` ${next}` : null}
    </Alert>
  );
}
