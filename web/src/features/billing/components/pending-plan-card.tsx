import { useIsMutating } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { findPlan } from '@common/plans/plans';
import { planPrice } from '@web/locales/checkout';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useBillingTexts } from '@web/locales/billing';
import { confirmCheckoutMutationKey } from '../api/confirm-checkout';
import { useBillingAllowed } from '../billing-access';
import { useBillingEnabled } from '../api/get-billing-config';
import { useSubscription } from '../api/get-subscription';
import { clearPendingPlan, usePendingPlan } from '../pending-plan';
import { isLiveSubscription } from '../subscription-display';
import { CheckoutButton } from './checkout-button';

/**
 * Offers the plan chosen on the pricing page before signing in once more, as long as the user has no
 * subscription, may pay (owns a hotel, or has none yet: issue 36) and the server can take payments. 'Not now'
 * forgets it. The subscription is asked only then: a member who owns no hotel would be refused it.
 */
export function PendingPlanCard() {
  const t = useBillingTexts();
  const planId = usePendingPlan();
  const billingEnabled = useBillingEnabled();
  const billingAllowed = useBillingAllowed() === true;
  const subscription = useSubscription({ enabled: billingEnabled && billingAllowed && planId !== null });
  // A checkout being confirmed right now may be this very plan; wait for the answer.
  const confirming = useIsMutating({ mutationKey: confirmCheckoutMutationKey }) > 0;
  const plan = findPlan(planId);
  if (
    !billingEnabled ||
    !billingAllowed ||
    !planId ||
    !plan ||
    confirming ||
    !subscription.isSuccess ||
    isLiveSubscription(subscription.data)
  ) {
    return null;
  }

  return (
    <Card className="p-6">
      <section
        aria-labelledby="pending-plan-heading"
        className="flex flex-col gap-4 sm:flex-row sm:items-start"
      >
        <span className="w-fit rounded-lg bg-brand-50 p-3 text-brand-700">
          <CreditCard className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1 space-y-1">
          <h2 id="pending-plan-heading" className="text-lg font-semibold text-slate-900">
            {t('pendingPlan.heading')}
          </h2>
          <p className="text-sm text-slate-700">
            {t('pendingPlan.choseBefore')}
            <strong className="text-slate-900">{plan.name}</strong>
            {t('pendingPlan.choseAfter', { price: planPrice(plan) })}
          </p>
        </div>
        <div className="flex flex-wrap items-start gap-3">
          <CheckoutButton
            planId={planId}
            from="pricing"
            label={t('pendingPlan.subscribe', { plan: plan.name })}
          />
          <Button variant="outline" onClick={clearPendingPlan}>
            {t('pendingPlan.notNow')}
          </Button>
        </div>
      </section>
    </Card>
  );
}
