import { useSearchParams } from 'react-router';
import { Alert } from '@web/components/ui/alert';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useBillingTexts } from '@web/locales/billing';
import { useBillingConfig, useBillingEnabled } from '../api/get-billing-config';
import { useSubscription } from '../api/get-subscription';
import { isLiveSubscription } from '../subscription-display';
import { BillingNotConfigured } from './billing-not-configured';
import { CheckoutReturnNotice } from './checkout-return-notice';
import { ManageSubscriptionButton } from './manage-subscription-button';
import { PlanChangedNotice } from './plan-changed-notice';
import { PlanChoice } from './plan-choice';
import { SubscriptionDetails } from './subscription-details';
import { TestModeLabel } from './test-mode-label';

/**
 * Settings > Payment: the subscription, the customer portal and the plan choice (DECISIONS.md point 5).
 * Checkouts started here return with ?status=success or ?status=cancel.
 */
export function PaymentSettings() {
  const t = useBillingTexts();
  const [params] = useSearchParams();
  const subscription = useSubscription();
  const config = useBillingConfig();
  const current = subscription.data ?? null;
  const billingEnabled = useBillingEnabled();

  return (
    <div className="max-w-4xl space-y-6">
      <CheckoutReturnNotice />
      <PlanChangedNotice currentPlanId={current?.planId ?? null} />
      <Card className="space-y-6 p-4 sm:p-6">
        <section aria-labelledby="subscription-heading" className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="subscription-heading" className="text-xl font-semibold text-slate-900">
              {t('subscription.heading')}
            </h2>
            {config.data?.mode === 'test' ? <TestModeLabel /> : null}
          </div>
          {subscription.isPending ? (
            <Spinner className="size-4" label={t('subscription.loading')} />
          ) : subscription.isError ? (
            <Alert tone="error">{t('subscription.loadFailed')}</Alert>
          ) : current ? (
            <>
              <SubscriptionDetails subscription={current} />
              {billingEnabled ? <ManageSubscriptionButton /> : null}
            </>
          ) : (
            <p className="text-sm text-slate-700">{t('subscription.none')}</p>
          )}
        </section>
        {!billingEnabled ? (
          <BillingNotConfigured />
        ) : subscription.isSuccess ? (
          <PlanChoice
            currentPlanId={isLiveSubscription(current) ? (current?.planId ?? null) : null}
            selectedPlanId={params.get('plan')}
          />
        ) : null}
      </Card>
    </div>
  );
}
