import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionView } from '@common/billing/schemas';
import { apiRequest } from '@web/lib/api-client';
import { clearPendingPlan } from '../pending-plan';
import { subscriptionQueryKey } from './get-subscription';

export interface ConfirmCheckoutResult {
  paid: boolean;
  subscription: SubscriptionView | null;
}

export const confirmCheckout = (sessionId: string) =>
  apiRequest<ConfirmCheckoutResult>('/api/checkout/confirm', { method: 'POST', body: { sessionId } });

/** Its key lets other parts of the page wait while a returning checkout is being confirmed. */
export const confirmCheckoutMutationKey = ['confirm-checkout'] as const;

export function useConfirmCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: confirmCheckoutMutationKey,
    mutationFn: confirmCheckout,
    onSuccess: (result) => {
      // The plan waiting since the pricing page has now been bought.
      if (result.paid) clearPendingPlan();
      queryClient.setQueryData(subscriptionQueryKey, result.subscription);
      return queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
    },
  });
}
