import { describe, expect, it } from 'vitest';
import type { SubscriptionView } from '@common/billing/schemas';
import { formatBillingDate, isLiveSubscription, planLabel, renewalText } from './subscription-display';

const active: SubscriptionView = {
  planId: 'tier_150',
  status: 'active',
  currentPeriodEnd: '2026-12-22T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  provider: 'test',
};

describe('subscription display', () => {
  it('writes dates the British way', () => {
    expect(formatBillingDate('2026-12-22T12:00:00.000Z')).toBe('22 December 2026');
  });

  it('says when the subscription renews or ends', () => {
    expect(renewalText(active)).toBe('Renews on 22 December 2026');
    expect(renewalText({ ...active, cancelAtPeriodEnd: true })).toBe('Ends on 22 December 2026');
    expect(renewalText({ ...active, status: 'canceled' })).toBeNull();
    expect(renewalText({ ...active, currentPeriodEnd: null })).toBeNull();
  });

  it('counts only running subscriptions as live', () => {
    expect(isLiveSubscription(active)).toBe(true);
    expect(isLiveSubscription({ ...active, status: 'past_due' })).toBe(true);
    expect(isLiveSubscription({ ...active, status: 'canceled' })).toBe(false);
    expect(isLiveSubscription({ ...active, status: 'incomplete_expired' })).toBe(false);
    expect(isLiveSubscription(null)).toBe(false);
  });

  it('names the plan and its monthly price', () => {
    expect(planLabel('tier_150')).toEqual({ name: 'Medium', price: '199 € per month' });
    expect(planLabel(null)).toEqual({ name: 'Unknown plan', price: null });
  });
});
