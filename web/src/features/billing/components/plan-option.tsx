import { Check } from 'lucide-react';
import type { Plan, PurchasablePlanId } from '@common/plans/plans';
import { cn } from '@web/components/ui/cn';
import { useBillingTexts } from '@web/locales/billing';
import { planFeatures, planPrice } from '@web/locales/checkout';
import { ChangePlanButton } from './change-plan-button';
import { CheckoutButton } from './checkout-button';

interface PlanOptionProps {
  plan: Plan & { id: PurchasablePlanId };
  current: boolean;
  /** The plan the user came for (?plan=), shown highlighted. */
  selected: boolean;
  /** A running subscription changes plan in place; without one, the plan is bought through checkout. */
  subscribed: boolean;
}

/** One plan in the payment settings: its price and features, and 'Current plan', a switch, or its checkout. */
export function PlanOption({ plan, current, selected, subscribed }: PlanOptionProps) {
  const t = useBillingTexts();
  const headingId = `plan-option-${plan.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col rounded-xl border bg-white p-5',
        selected || current ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="text-base font-semibold text-slate-900">
          {plan.name}
        </h4>
        {selected && !current ? (
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
            {t('choice.yourChoice')}
          </span>
        ) : null}
      </div>
      <p className="mt-2 text-sm text-slate-700">
        <span className="text-2xl font-bold text-slate-900">{planPrice(plan)}</span> {t('choice.perMonth')}
      </p>
      <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-800">
        {planFeatures(plan.id).map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="size-4 shrink-0 translate-y-0.5 text-brand-600" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-5">
        {current ? (
          <p className="inline-flex h-10 items-center rounded-md bg-brand-50 px-4 text-sm font-semibold text-brand-700">
            {t('choice.current')}
          </p>
        ) : subscribed ? (
          <ChangePlanButton plan={plan} variant={selected ? 'primary' : 'outline'} />
        ) : (
          <CheckoutButton
            planId={plan.id}
            from="settings"
            label={t('choice.choosePlan', { plan: plan.name })}
            variant={selected ? 'primary' : 'outline'}
            className="w-full"
          />
        )}
      </div>
    </li>
  );
}
