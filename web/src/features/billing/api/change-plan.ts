import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionView } from '@common/billing/schemas';
import type { PurchasablePlanId } from '@common/plans/plans';
import { apiRequest } from '@web/lib/api-client';
import { subscriptionQueryKey } from './get-subscription';

export const changePlan = (planId: PurchasablePlanId) =>
  apiRequest<{ subscription: SubscriptionView }>('/api/subscription/plan', {
    method: 'PUT',
    body: { planId },
  }).then((body) => body.subscription);

/** Its key lets the page say that the plan was changed after the button that did it has gone. */
export const changePlanMutationKey = ['change-plan'] as const;

/** Switches the running subscription to another plan (from the next billing cycle); no second checkout. */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: changePlanMutationKey,
    mutationFn: changePlan,
    onSuccess: (subscription) => queryClient.setQueryData(subscriptionQueryKey, subscription),
  });
}
