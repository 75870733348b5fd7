import { describe, expect, it } from 'vitest';
import type { SubscriptionView } from '@common/billing/schemas';
import {
  formatBillingDate,
  isLiveSubscription,
  planLabel,
  renewalText,
  subscriptionStatusText,
} from './subscription-display';

const active: SubscriptionView = {
  planId: 'tier_150',
  status: 'active',
  currentPeriodEnd: '2026-12-22T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  provider: 'test',
};

describe('subscription display', () => {
  it('writes dates the British way', () => {
    expect(formatBillingDate('2026-12-22T12:00:00.000Z')).toBe('22 Dec 2026');
  });

  it('says when the subscription renews or ends', () => {
    expect(renewalText(active)).toBe('Renews on 22 Dec 2026');
    expect(renewalText({ ...active, status: 'past_due', cancelAtPeriodEnd: true })).toBe(
      'Ends on 22 Dec 2026',
    );
    // The status says it instead.
    expect(renewalText({ ...active, cancelAtPeriodEnd: true })).toBeNull();
    expect(renewalText({ ...active, status: 'canceled' })).toBeNull();
    expect(renewalText({ ...active, currentPeriodEnd: null })).toBeNull();
  });

  it('says until when a canceled plan stays active', () => {
    expect(subscriptionStatusText(active)).toBe('Active');
    expect(subscriptionStatusText({ ...active, cancelAtPeriodEnd: true })).toBe(
      'Canceled – your plan stays active until 22 Dec 2026',
    );
    expect(subscriptionStatusText({ ...active, status: 'trialing', cancelAtPeriodEnd: true })).toBe(
      'Canceled – your plan stays active until 22 Dec 2026',
    );
    expect(subscriptionStatusText({ ...active, cancelAtPeriodEnd: true, currentPeriodEnd: null })).toBe(
      'Canceled – your plan stays active until the end of the billing period',
    );
    expect(subscriptionStatusText({ ...active, status: 'past_due', cancelAtPeriodEnd: true })).toBe(
      'Past due',
    );
    expect(subscriptionStatusText({ ...active, status: 'canceled' })).toBe('Canceled');
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
