import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { billingTexts } from '@common/billing/texts';
import { errorMessage } from '@web/lib/api-client';
import { useBillingTexts } from '@web/locales/billing';
import { useOpenBillingPortal } from '../api/open-billing-portal';

/** Opens the customer portal, where the user changes payment details, sees invoices or cancels. */
export function ManageSubscriptionButton() {
  const t = useBillingTexts();
  const portal = useOpenBillingPortal();
  const leaving = portal.isPending || portal.isSuccess;
  return (
    <div className="space-y-3">
      <Button variant="outline" disabled={leaving} aria-busy={leaving} onClick={() => portal.mutate()}>
        {leaving ? (
          <Spinner className="size-4" label={t('subscription.opening')} />
        ) : (
          t('subscription.manage')
        )}
      </Button>
      {portal.isError ? (
        <Alert tone="warning">{errorMessage(portal.error, billingTexts.portalFailed)}</Alert>
      ) : null}
    </div>
  );
}
