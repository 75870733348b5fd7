import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionView } from '@common/billing/schemas';
import { withHotelRole } from '@web/features/teams/testing/hotel-role';
import { storageKeys } from '@web/lib/storage-keys';
import { renderPage } from '../testing/render-page';
import { stubApi } from '../testing/stub-api';
import { PendingPlanCard } from './pending-plan-card';

const active: SubscriptionView = {
  planId: 'tier_50',
  status: 'active',
  currentPeriodEnd: '2026-12-22T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  provider: 'test',
};

describe('PendingPlanCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers the plan chosen before signing in, until the user says not now', async () => {
    window.localStorage.setItem(storageKeys.pendingPlan, 'tier_150');
    stubApi({ 'GET /api/subscription': { body: { subscription: null } } });
    renderPage('/dashboard', withHotelRole('owner', <PendingPlanCard />));
    expect(await screen.findByRole('heading', { name: 'Complete your subscription' })).toBeTruthy();
    expect(screen.getByText('Medium')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Subscribe to Medium' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('heading', { name: 'Complete your subscription' })).toBeNull();
    expect(window.localStorage.getItem(storageKeys.pendingPlan)).toBeNull();
  });

  it('stays away when the user already subscribes', async () => {
    window.localStorage.setItem(storageKeys.pendingPlan, 'tier_150');
    stubApi({ 'GET /api/subscription': { body: { subscription: active } } });
    const { queryClient } = renderPage('/dashboard', withHotelRole('owner', <PendingPlanCard />));
    await waitFor(() => expect(queryClient.getQueryState(['subscription'])?.status).toBe('success'));
    expect(screen.queryByRole('heading', { name: 'Complete your subscription' })).toBeNull();
  });

  it('stays away when the server cannot take payments', async () => {
    window.localStorage.setItem(storageKeys.pendingPlan, 'tier_150');
    stubApi({
      'GET /api/subscription': { body: { subscription: null } },
      'GET /api/stripe/config': {
        body: { enabled: false, mode: 'test', publishableKey: null, prices: [] },
      },
    });
    const { queryClient } = renderPage('/dashboard', withHotelRole('owner', <PendingPlanCard />));
    await waitFor(() => expect(queryClient.getQueryState(['billing-config'])?.status).toBe('success'));
    await waitFor(() => expect(queryClient.getQueryState(['subscription'])?.status).toBe('success'));
    expect(screen.queryByRole('heading', { name: 'Complete your subscription' })).toBeNull();
  });

  it('stays away, without asking for a subscription, from a member who owns no hotel (issue 36)', async () => {
    window.localStorage.setItem(storageKeys.pendingPlan, 'tier_150');
    const fetch = stubApi({
      'GET /api/subscription': { status: 403, body: { error: { code: 'forbidden' } } },
      'GET /api/stripe/config': { body: { enabled: true, mode: 'test', publishableKey: null, prices: [] } },
    });
    const { queryClient } = renderPage('/dashboard', withHotelRole('editor', <PendingPlanCard />));
    await waitFor(() => expect(queryClient.getQueryState(['billing-config'])?.status).toBe('success'));
    expect(screen.queryByRole('heading', { name: 'Complete your subscription' })).toBeNull();
    expect(fetch.mock.calls.map(([url]) => String(url))).not.toContain('/api/subscription');
  });

  it('stays away without a pending plan', () => {
    stubApi({ 'GET /api/subscription': { body: { subscription: null } } });
    renderPage('/dashboard', withHotelRole('owner', <PendingPlanCard />));
    expect(screen.queryByRole('heading', { name: 'Complete your subscription' })).toBeNull();
  });
});
