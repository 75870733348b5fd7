import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';

export interface TestCheckoutSession {
  sessionId: string;
  planId: string;
  planName: string;
  /** Monthly price in whole euros. */
  price: number | null;
  status: 'open' | 'complete' | 'canceled';
}

export const getTestCheckout = (sessionId: string) =>
  apiRequest<TestCheckoutSession>(`/api/test-checkout/${encodeURIComponent(sessionId)}`);

export const testCheckoutQueryOptions = (sessionId: string) =>
  queryOptions({ queryKey: ['test-checkout', sessionId], queryFn: () => getTestCheckout(sessionId) });

export const useTestCheckout = (sessionId: string) => useQuery(testCheckoutQueryOptions(sessionId));
