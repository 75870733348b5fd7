import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';

export const openBillingPortal = () =>
  apiRequest<{ url: string }>('/api/billing/portal', { method: 'POST', body: {} }).then((body) => body.url);

/**
 * Opens the customer portal (Stripe's, or our test portal) by leaving the app. Nothing changes here, so the
 * subscription is not refetched; it is read afresh when the user comes back.
 */
export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: openBillingPortal,
    onSuccess: (url) => window.location.assign(url),
  });
}
