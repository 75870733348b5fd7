import type { ReactNode } from 'react';
import { planByRoomCount } from '@common/plans/plan-by-room-count';
import { formatPlanPrice, plans, isPurchasable, type PurchasablePlanId } from '@common/plans/plans';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { wizardTexts } from '../content/onboarding-content';
import { digitsOnly, parseRoomCount } from '../wizard-values';
import { ChoiceCard } from './choice-card';
import { ChoiceGroup } from './choice-group';

const purchasablePlans = plans.filter((plan) => isPurchasable(plan.id));

export interface SubscriptionStepProps {
  roomCount: string;
  onRoomCountChange(roomCount: string): void;
  planId: PurchasablePlanId;
  onPlanChange(planId: PurchasablePlanId): void;
  /**
   * Where the payments feature puts its checkout button for the chosen plan, with the line saying a plan can
   * also be bought later (which it leaves out when the server cannot take payments at all).
   */
  renderCheckout?: (planId: PurchasablePlanId, subscribeLaterNote: string) => ReactNode;
}

/**
 * The plan choice: suggested by the number of rooms (spec part 1, section 9), changeable by the user. It has
 * no title of its own (spec); 'Subscribe later' sits in the wizard's footer.
 */
export function SubscriptionStep({
  roomCount,
  onRoomCountChange,
  planId,
  onPlanChange,
  renderCheckout,
}: SubscriptionStepProps) {
  const suggestion = planByRoomCount(parseRoomCount(roomCount));
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr] sm:items-end">
        <Field label="Number of rooms">
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={100000}
            value={roomCount}
            onChange={(event) => onRoomCountChange(digitsOnly(event.target.value))}
          />
        </Field>
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700 sm:pb-2.5" aria-live="polite">
          Suggested plan: <strong className="text-slate-900">{suggestion.label}</strong>
          {suggestion.badge ? (
            <span className="rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-semibold text-white">
              {suggestion.badge}
            </span>
          ) : null}
        </p>
      </div>
      <ChoiceGroup label="Plan">
        {purchasablePlans.map((plan) => (
          <ChoiceCard
            key={plan.id}
            name="plan"
            value={plan.id}
            checked={planId === plan.id}
            onSelect={() => isPurchasable(plan.id) && onPlanChange(plan.id)}
            label={plan.name}
            description={`${formatPlanPrice(plan)} per month · ${plan.features.join(' · ')}`}
          />
        ))}
      </ChoiceGroup>
      {renderCheckout ? (
        renderCheckout(planId, wizardTexts.subscribeAnyTime)
      ) : (
        <p className="text-sm text-slate-700">{wizardTexts.subscribeAnyTime}</p>
      )}
    </div>
  );
}
