import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { subscriptionQueryKey } from './get-subscription';

export const payTestCheckout = (sessionId: string) =>
  apiRequest<{ redirectUrl: string }>(`/api/test-checkout/${encodeURIComponent(sessionId)}/pay`, {
    method: 'POST',
  }).then((body) => body.redirectUrl);

/** 'Pay' on the test checkout records the subscription, then the browser returns like from Stripe. */
export function usePayTestCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payTestCheckout,
    onSuccess: async (redirectUrl) => {
      await queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
      window.location.assign(redirectUrl);
    },
  });
}
