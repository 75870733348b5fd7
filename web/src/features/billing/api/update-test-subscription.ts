import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionView } from '@common/billing/schemas';
import { apiRequest } from '@web/lib/api-client';
import { subscriptionQueryKey } from './get-subscription';

export const updateTestSubscription = (cancelAtPeriodEnd: boolean) =>
  apiRequest<{ subscription: SubscriptionView | null }>('/api/test-checkout/portal', {
    method: 'PUT',
    body: { cancelAtPeriodEnd },
  }).then((body) => body.subscription);

/** The test portal's cancel and resume: ends the subscription at the period end, or keeps it. */
export function useUpdateTestSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTestSubscription,
    onSuccess: (subscription) => {
      queryClient.setQueryData(subscriptionQueryKey, subscription);
      return queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
    },
  });
}
