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

/** Switches the running subscription to another plan (from the next billing cycle); no second checkout. */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePlan,
    onSuccess: (subscription) => queryClient.setQueryData(subscriptionQueryKey, subscription),
  });
}
