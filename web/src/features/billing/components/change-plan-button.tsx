import { useState } from 'react';
import type { Plan, PurchasablePlanId } from '@common/plans/plans';
import { Button } from '@web/components/ui/button';
import { useBillingTexts } from '@web/locales/billing';
import { useChangePlan } from '../api/change-plan';
import { useSubscription } from '../api/get-subscription';
import { ChangePlanDialog } from './change-plan-dialog';

/**
 * For a subscriber: moves the subscription to this plan instead of buying a second one, after a confirmation
 * that shows what changes and from when.
 */
export function ChangePlanButton({
  plan,
  variant,
}: {
  plan: Plan & { id: PurchasablePlanId };
  variant: 'primary' | 'outline';
}) {
  const t = useBillingTexts();
  const change = useChangePlan();
  const subscription = useSubscription();
  const [asking, setAsking] = useState(false);

  const cancel = () => {
    change.reset();
    setAsking(false);
  };

  return (
    <>
      <Button variant={variant} className="w-full" onClick={() => setAsking(true)}>
        {t('choice.switchTo', { plan: plan.name })}
      </Button>
      <ChangePlanDialog
        open={asking}
        subscription={subscription.data ?? null}
        plan={plan}
        pending={change.isPending}
        error={change.error}
        onConfirm={() => change.mutate(plan.id, { onSuccess: () => setAsking(false) })}
        onCancel={cancel}
      />
    </>
  );
}
