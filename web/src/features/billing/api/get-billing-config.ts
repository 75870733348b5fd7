import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanId } from '@common/plans/plans';
import { apiRequest } from '@web/lib/api-client';

export interface BillingConfig {
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
