import { Alert } from '@web/components/ui/alert';
import { useBillingAllowed } from '@web/features/billing/billing-access';
import { PaymentSettings } from '@web/features/billing/components/payment-settings';
import { useBillingTexts } from '@web/locales/billing';

/**
 * Settings > Payment: subscription, customer portal and plan choice; checkouts started here return here. A member
 * who owns no hotel is told why it is not theirs (the tab is disabled; this is for a link opened directly).
 */
export function Component() {
  const t = useBillingTexts();
  const allowed = useBillingAllowed();
  // Nothing is asked of the server before the hotels say whether it would answer.
  if (allowed === null) return null;
  if (!allowed)
    return (
      <Alert tone="info" className="max-w-2xl">
        <span className="font-medium">{t('roleNotAllowed.title')}</span> {t('roleNotAllowed.text')}
      </Alert>
    );
  return <PaymentSettings />;
}
