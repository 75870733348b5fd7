import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionView } from '@common/billing/schemas';
import { apiRequest } from '@web/lib/api-client';

export const subscriptionQueryKey = ['subscription'] as const;

export const getSubscription = () =>
  apiRequest<{ subscription: SubscriptionView | null }>('/api/subscription').then(
    (body) => body.subscription,
  );

export const subscriptionQueryOptions = () =>
  queryOptions({ queryKey: subscriptionQueryKey, queryFn: getSubscription });

/** The signed-in user's subscription, null when they have none; `enabled: false` leaves it unasked. */
export const useSubscription = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...subscriptionQueryOptions(), enabled });
