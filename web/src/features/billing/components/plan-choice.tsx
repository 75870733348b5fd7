import { isPurchasable, plans, type Plan, type PurchasablePlanId } from '@common/plans/plans';
import { useBillingTexts } from '@web/locales/billing';
import { PlanOption } from './plan-option';

const purchasablePlans = plans.filter((plan): plan is Plan & { id: PurchasablePlanId } =>
  isPurchasable(plan.id),
);

interface PlanChoiceProps {
  /** The plan of a running subscription, marked 'Current plan' instead of offered. */
  currentPlanId: string | null;
  selectedPlanId: string | null;
}

/** The plans that can be bought online, each with its own checkout ('Change plan' once subscribed). */
export function PlanChoice({ currentPlanId, selectedPlanId }: PlanChoiceProps) {
  const t = useBillingTexts();
  const heading = currentPlanId ? t('choice.change') : t('choice.choose');
  return (
    <section aria-labelledby="plan-choice-heading" className="space-y-4">
      <h3 id="plan-choice-heading" className="text-lg font-semibold text-slate-900">
        {heading}
      </h3>
      <ul className="grid gap-4 md:grid-cols-3">
        {purchasablePlans.map((plan) => (
          <PlanOption
            key={plan.id}
            plan={plan}
            current={plan.id === currentPlanId}
            selected={plan.id === selectedPlanId}
            subscribed={currentPlanId !== null}
          />
        ))}
      </ul>
    </section>
  );
}
