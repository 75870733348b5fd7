import type { ReactNode } from 'react';
import { plans } from '@common/plans/plans';
import { Alert } from '@web/components/ui/alert';
import type { StartPlanCheckout } from '../../choose-plan';
import { usePlanChoice } from '../../hooks/use-plan-choice';
import { PlanCard } from './plan-card';
import { useMarketingTexts } from '@web/locales/marketing';

/**
 * The plan cards shared by the landing and pricing pages. Anything that goes wrong while choosing a plan,
 * or an empty plan list, is shown in the amber box above the cards (spec part 1, section 2).
 */
export function PlanPicker({
  headingLevel,
  startCheckout,
  notForSale,
}: {
  headingLevel: 'h2' | 'h3';
  /** What a signed-in visitor's choice starts; the route passes the billing feature's checkout in. */
  startCheckout: StartPlanCheckout;
  /** When plans cannot be bought here, the note saying so: it replaces the cards' choose buttons. */
  notForSale?: ReactNode;
}) {
  const t = useMarketingTexts();
  const { choose, error, busyPlanId } = usePlanChoice(startCheckout);
  const warning = plans.length === 0 ? t('plans.listFailed') : error;
  return (
    <div className="space-y-8">
      {warning ? <Alert tone="warning">{warning}</Alert> : null}
      {notForSale}
      <div className="grid gap-8 sm:grid-cols-2 xl:grid-cols-4">
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            headingLevel={headingLevel}
            busy={busyPlanId === plan.id}
            forSale={!notForSale}
            onChoose={(chosen) => void choose(chosen.id)}
          />
        ))}
      </div>
    </div>
  );
}
