import type { ReactNode } from 'react';
import { readRoomCount } from '@common/onboarding/room-count';
import { planByRoomCount } from '@common/plans/plan-by-room-count';
import { planOf, plans, isPurchasable, type PurchasablePlanId } from '@common/plans/plans';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { planFeatures, planPrice } from '@web/locales/checkout';
import { useWizardTexts } from '@web/locales/onboarding';
import { suggestingRoomCount } from '../wizard-values';
import { ChoiceCard } from './choice-card';
import { ChoiceGroup } from './choice-group';

const purchasablePlans = plans.filter((plan) => isPurchasable(plan.id));

const planName = (planId: PurchasablePlanId) => plans.find((plan) => plan.id === planId)?.name ?? planId;

export interface SubscriptionStepProps {
  roomCount: string;
  onRoomCountChange(roomCount: string): void;
  /** The room count field was left: its value is saved at once. */
  onRoomCountLeft?(): void;
  planId: PurchasablePlanId;
  /** Whether the user picked the plan (or returned from a checkout for it) rather than following the count. */
  planChosen: boolean;
  onPlanChange(planId: PurchasablePlanId): void;
  /** Drops the user's pick, so the selection follows the room count again. */
  onFollowSuggestion(): void;
  /**
   * Where the payments feature puts its checkout button for the chosen plan, with the line saying a plan can
   * also be bought later (which it leaves out when the server cannot take payments at all).
   */
  renderCheckout?: (planId: PurchasablePlanId, subscribeLaterNote: string) => ReactNode;
}

/**
 * The plan choice: suggested by the number of rooms (spec part 1, section 9), changeable by the user. Without
 * a pick of their own the selection follows the suggestion; with one that differs, the step says so and offers
 * the suggested plan, so the two never disagree silently. It has no title of its own (spec); 'Subscribe later'
 * sits in the wizard's footer.
 */
export function SubscriptionStep({
  roomCount,
  onRoomCountChange,
  onRoomCountLeft,
  planId,
  planChosen,
  onPlanChange,
  onFollowSuggestion,
  renderCheckout,
}: SubscriptionStepProps) {
  const t = useWizardTexts();
  const reading = readRoomCount(roomCount);
  const suggestion = planByRoomCount(suggestingRoomCount(roomCount));
  const differs = planChosen && planId !== suggestion.planId;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr] sm:items-start">
        {/* Text, not a number field: what is typed stays visible, and a refused count says why. */}
        <Field label={t('subscription.roomCount')} error={reading.ok ? undefined : reading.message}>
          <Input
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            value={roomCount}
            onChange={(event) => onRoomCountChange(event.target.value)}
            onBlur={onRoomCountLeft}
          />
        </Field>
        <div className="space-y-1 text-sm text-slate-700 sm:pt-8" aria-live="polite">
          <p className="flex flex-wrap items-center gap-2">
            {t('subscription.suggested')}{' '}
            <strong className="text-slate-900">{t(`subscription.suggestions.${suggestion.planId}`)}</strong>
            {planOf(suggestion.planId).popular ? (
              <span className="rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-semibold text-white">
                {t('subscription.popular')}
              </span>
            ) : null}
          </p>
          {differs ? (
            <p className="flex flex-wrap items-center gap-2">
              {t('subscription.chosenInstead', { plan: planName(planId) })}
              <Button variant="ghost" size="sm" onClick={onFollowSuggestion}>
                {t('subscription.useSuggested', { plan: planName(suggestion.planId) })}
              </Button>
            </p>
          ) : null}
        </div>
      </div>
      <ChoiceGroup label={t('subscription.plan')}>
        {purchasablePlans.map((plan) => (
          <ChoiceCard
            key={plan.id}
            name="plan"
            value={plan.id}
            checked={planId === plan.id}
            onSelect={() => isPurchasable(plan.id) && onPlanChange(plan.id)}
            label={plan.name}
            description={t('subscription.planDescription', {
              price: planPrice(plan),
              features: planFeatures(plan.id).join(' · '),
            })}
          />
        ))}
      </ChoiceGroup>
      {renderCheckout ? (
        renderCheckout(planId, t('subscription.subscribeAnyTime'))
      ) : (
        <p className="text-sm text-slate-700">{t('subscription.subscribeAnyTime')}</p>
      )}
    </div>
  );
}
