import { billingTexts } from '@common/billing/texts';
import type { Plan, PurchasablePlanId } from '@common/plans/plans';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api-client';
import { useChangePlan } from '../api/change-plan';

/** For a subscriber: moves the subscription to this plan instead of buying a second one. */
export function ChangePlanButton({
  plan,
  variant,
}: {
  plan: Plan & { id: PurchasablePlanId };
  variant: 'primary' | 'outline';
}) {
  const change = useChangePlan();
  return (
    <div className="space-y-2">
      <Button
        variant={variant}
        className="w-full"
        disabled={change.isPending}
        onClick={() => change.mutate(plan.id)}
      >
        {change.isPending ? 'Switching...' : `Switch to ${plan.name}`}
      </Button>
      {change.isError ? (
        <Alert tone="warning">{errorMessage(change.error, billingTexts.changePlanFailed)}</Alert>
      ) : null}
    </div>
  );
}
