import { useMutationState } from '@tanstack/react-query';
import type { SubscriptionView } from '@common/billing/schemas';
import { useBillingTexts } from '@web/locales/billing';
import { Alert } from '@web/components/ui/alert';
import { changePlanMutationKey } from '../api/change-plan';
import { planLabel } from '../subscription-display';

/**
 * 'Your plan is now ...' after a confirmed switch. The button that switched has become 'Current plan' by then, so
 * the page reads the finished change from the mutation cache; it shows only while that is still the plan.
 */
export function PlanChangedNotice({ currentPlanId }: { currentPlanId: string | null }) {
  const t = useBillingTexts();
  const changed = useMutationState({
    filters: { mutationKey: changePlanMutationKey, status: 'success' },
    select: (mutation) => mutation.state.data as SubscriptionView | undefined,
  }).at(-1);
  if (!changed?.planId || changed.planId !== currentPlanId) return null;
  return <Alert tone="success">{t('notices.planChanged', { plan: planLabel(changed.planId).name })}</Alert>;
}
