import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionView } from '@common/billing/schemas';
import { renderPage } from '../testing/render-page';
import { sentBodies, stubApi } from '../testing/stub-api';
import { TestPortalPage } from './test-portal-page';

const active: SubscriptionView = {
  planId: 'tier_50',
  status: 'active',
  currentPeriodEnd: '2026-12-22T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  provider: 'test',
};

describe('TestPortalPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('cancels at the period end and resumes', async () => {
    let current = active;
    const fetch = stubApi({
      'GET /api/subscription': () => ({ body: { subscription: current } }),
      'PUT /api/test-checkout/portal': (body) => {
        current = {
          ...current,
          cancelAtPeriodEnd: (body as { cancelAtPeriodEnd: boolean }).cancelAtPeriodEnd,
        };
        return { body: { subscription: current } };
      },
    });
    renderPage('/test-checkout/portal', <TestPortalPage />);
    expect(screen.getByText('Test mode, no payment is taken')).toBeTruthy();
    expect(await screen.findByText('Renews on 22 Dec 2026')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('Canceled – your plan stays active until 22 Dec 2026')).toBeTruthy();
    expect(screen.queryByText(/Renews on/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Resume subscription' }));
    expect(await screen.findByText('Renews on 22 Dec 2026')).toBeTruthy();
    expect(sentBodies(fetch, '/api/test-checkout/portal')).toEqual([
      { cancelAtPeriodEnd: true },
      { cancelAtPeriodEnd: false },
    ]);
    expect(screen.getByRole('link', { name: 'Back to Hotel Content Studio' }).getAttribute('href')).toBe(
      '/settings/payment',
    );
  });

  it('says when there is nothing to manage', async () => {
    stubApi({ 'GET /api/subscription': { body: { subscription: null } } });
    renderPage('/test-checkout/portal', <TestPortalPage />);
    expect(await screen.findByText('You have no subscription to manage yet.')).toBeTruthy();
  });
});
