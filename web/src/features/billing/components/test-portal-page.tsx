import { Link } from 'react-router';
import { billingTexts } from '@common/billing/texts';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { useSubscription } from '../api/get-subscription';
import { useUpdateTestSubscription } from '../api/update-test-subscription';
import { SubscriptionDetails } from './subscription-details';
import { TestCheckoutLayout } from './test-checkout-layout';

const loadFailed = 'Your subscription could not be loaded. Please try again.';
const updateFailed = 'Your subscription could not be changed. Please try again.';

/** The test stand-in for Stripe's customer portal: cancel at the end of the period, or resume. */
export function TestPortalPage() {
  const subscription = useSubscription();
  const update = useUpdateTestSubscription();
  const current = subscription.data;

  return (
    <TestCheckoutLayout title="Customer portal">
      {subscription.isPending ? (
        <Spinner className="size-4" label="Loading..." />
      ) : subscription.isError ? (
        <Alert tone="error">{loadFailed}</Alert>
      ) : current ? (
        <>
          <SubscriptionDetails subscription={current} />
          {update.isError ? <Alert tone="error">{errorMessage(update.error, updateFailed)}</Alert> : null}
          {current.status === 'canceled' ? null : current.cancelAtPeriodEnd ? (
            <Button disabled={update.isPending} onClick={() => update.mutate(false)}>
              Resume subscription
            </Button>
          ) : (
            <Button variant="danger" disabled={update.isPending} onClick={() => update.mutate(true)}>
              Cancel subscription
            </Button>
          )}
        </>
      ) : (
        <p className="text-sm text-slate-700">{billingTexts.noSubscription}</p>
      )}
      <Link
        to="/settings/payment"
        className="inline-block text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600"
      >
        Back to Hotel Content Studio
      </Link>
    </TestCheckoutLayout>
  );
}
