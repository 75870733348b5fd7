import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanId } from '@common/plans/plans';
import { apiRequest } from '@web/lib/api-client';

export interface BillingConfig {
  /** False in production without Stripe: the test checkout is for development and tests only. */
  enabled: boolean;
  /** 'test' when no Stripe key is configured and our own test checkout stands in (DECISIONS.md point 5). */
  mode: 'stripe' | 'test';
  publishableKey: string | null;
  prices: { planId: PlanId; name: string; price: number | null; currency: string }[];
}

export const getBillingConfig = () =>
  apiRequest<BillingConfig>('/api/stripe/config', { allowUnauthenticated: true });

// The mode only changes with a server restart, so it is read once per visit.
export const billingConfigQueryOptions = () =>
  queryOptions({ queryKey: ['billing-config'], queryFn: getBillingConfig, staleTime: Infinity });

export const useBillingConfig = () => useQuery(billingConfigQueryOptions());

/**
 * False only when the server says plans cannot be bought (production without Stripe); while loading, or should
 * the request fail, the checkout stays offered and the server's own answer explains a refusal.
 */
export function useBillingEnabled(): boolean {
  return useBillingConfig().data?.enabled !== false;
}
