import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { subscriptionQueryKey } from './get-subscription';

export const cancelTestCheckout = (sessionId: string) =>
  apiRequest<{ redirectUrl: string }>(`/api/test-checkout/${encodeURIComponent(sessionId)}/cancel`, {
    method: 'POST',
  }).then((body) => body.redirectUrl);

/** 'Cancel' on the test checkout: nothing is bought; the browser returns to where the checkout started. */
export function useCancelTestCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelTestCheckout,
    onSuccess: async (redirectUrl) => {
      await queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
      window.location.assign(redirectUrl);
    },
  });
}
