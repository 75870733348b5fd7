import type { SubscriptionView } from '@common/billing/schemas';
import { useBillingTexts } from '@web/locales/billing';
import { planLabel, renewalText, subscriptionStatusText } from '../subscription-display';

const rowClass = 'flex flex-wrap gap-x-3 gap-y-0.5 py-2';
const termClass = 'w-32 shrink-0 text-sm text-slate-600';
const valueClass = 'text-sm font-medium text-slate-900';

/**
 * Plan, price, status and renewal of a subscription, as the settings page and the test portal show them. A
 * canceled plan says until when it stays active.
 */
export function SubscriptionDetails({ subscription }: { subscription: SubscriptionView }) {
  const t = useBillingTexts();
  const plan = planLabel(subscription.planId);
  const renewal = renewalText(subscription);
  return (
    <dl className="divide-y divide-slate-100">
      <div className={rowClass}>
        <dt className={termClass}>{t('subscription.plan')}</dt>
        <dd className={valueClass}>{plan.name}</dd>
      </div>
      {plan.price ? (
        <div className={rowClass}>
          <dt className={termClass}>{t('subscription.price')}</dt>
          <dd className={valueClass}>{plan.price}</dd>
        </div>
      ) : null}
      <div className={rowClass}>
        <dt className={termClass}>{t('subscription.status')}</dt>
        <dd className={valueClass}>{subscriptionStatusText(subscription)}</dd>
      </div>
      {renewal ? (
        <div className={rowClass}>
          <dt className={termClass}>{t('subscription.renewal')}</dt>
          <dd className={valueClass}>{renewal}</dd>
        </div>
      ) : null}
    </dl>
  );
}
