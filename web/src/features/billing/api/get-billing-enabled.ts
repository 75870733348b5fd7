import { useEffect, useState } from 'react';
import { apiRequest } from '@web/lib/api-client';

/** Whether plans can be bought on this server: false in production without Stripe (docs/decisions/014). */
export const getBillingEnabled = () =>
  apiRequest<{ enabled: boolean }>('/api/stripe/config', { allowUnauthenticated: true }).then(
    (config) => config.enabled,
  );

/**
 * The same answer for public pages, which load no TanStack Query (docs/decisions/006). False only once the server
 * has said plans cannot be bought; until it answers, or should it fail, the checkout stays offered and the
 * server's own refusal explains itself (as useBillingEnabled does inside the app).
 */
export function usePublicBillingEnabled(): boolean {
  const [enabled, setEnabled] = useState(true);
  useEffect(() => {
    let current = true;
    getBillingEnabled().then(
      (answer) => current && setEnabled(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return enabled;
}
