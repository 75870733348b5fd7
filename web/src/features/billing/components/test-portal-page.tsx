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
import { useTestCheckoutTexts } from '@web/locales/testCheckout';
import { sharedText } from '@web/lib/i18n/shared-text';

/** The test stand-in for Stripe's customer portal: cancel at the end of the period, or resume. */
export function TestPortalPage() {
  const t = useTestCheckoutTexts();
  const subscription = useSubscription();
  const update = useUpdateTestSubscription();
  const current = subscription.data;

  return (
    <TestCheckoutLayout title={t('portal.title')}>
      {subscription.isPending ? (
        <Spinner className="size-4" label={t('loading')} />
      ) : subscription.isError ? (
        <Alert tone="error">{t('portal.loadFailed')}</Alert>
      ) : current ? (
        <>
          <SubscriptionDetails subscription={current} />
          {update.isError ? (
            <Alert tone="error">{errorMessage(update.error, t('portal.updateFailed'))}</Alert>
          ) : null}
          {current.status === 'canceled' ? null : current.cancelAtPeriodEnd ? (
            <Button disabled={update.isPending} onClick={() => update.mutate(false)}>
              {t('portal.resume')}
            </Button>
          ) : (
            <Button variant="danger" disabled={update.isPending} onClick={() => update.mutate(true)}>
              {t('portal.cancel')}
            </Button>
          )}
        </>
      ) : (
        <p className="text-sm text-slate-700">{sharedText(billingTexts.noSubscription)}</p>
      )}
      <Link
        to="/settings/payment"
        className="inline-block text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600"
      >
        {t('portal.back')}
      </Link>
    </TestCheckoutLayout>
  );
}
