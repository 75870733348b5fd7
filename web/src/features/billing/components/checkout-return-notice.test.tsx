import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionView } from '@common/billing/schemas';
import { storageKeys } from '@web/lib/storage-keys';
import { renderPage } from '../testing/render-page';
import { apiError, sentBodies, stubApi } from '../testing/stub-api';
import { CheckoutReturnNotice } from './checkout-return-notice';

const active: SubscriptionView = {
  planId: 'tier_150',
  status: 'active',
  currentPeriodEnd: '2026-12-22T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  provider: 'test',
};
const canceledText = 'Your subscription process was canceled. No charges were made.';

describe('CheckoutReturnNotice', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('confirms a paid return once, names the plan, forgets the pending plan and cleans the address', async () => {
    window.localStorage.setItem(storageKeys.pendingPlan, 'tier_150');
    const fetch = stubApi({ 'POST /api/checkout/confirm': { body: { paid: true, subscription: active } } });
    const { router } = renderPage(
      '/dashboard',
      <CheckoutReturnNotice />,
      '/dashboard?success=true&session_id=cs_1',
    );
    const notice = await screen.findByText('Payment successful! Your subscription is now active.');
    expect(notice.closest('[role="status"]')?.textContent).toContain('Your plan: Medium');
    expect(sentBodies(fetch, '/api/checkout/confirm')).toEqual([{ sessionId: 'cs_1' }]);
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(window.localStorage.getItem(storageKeys.pendingPlan)).toBeNull();
  });

  it('reads the payment settings spelling and keeps the other query parameters', async () => {
    const fetch = stubApi({ 'POST /api/checkout/confirm': { body: { paid: true, subscription: active } } });
    const { router } = renderPage(
      '/settings/payment',
      <CheckoutReturnNotice />,
      '/settings/payment?status=success&session_id=cs_2&plan=tier_150',
    );
    expect(await screen.findByText('Payment successful! Your subscription is now active.')).toBeTruthy();
    expect(sentBodies(fetch, '/api/checkout/confirm')).toEqual([{ sessionId: 'cs_2' }]);
    expect(router.state.location.search).toBe('?plan=tier_150');
  });

  it('says so when the payment is not through yet, and keeps the pending plan', async () => {
    window.localStorage.setItem(storageKeys.pendingPlan, 'tier_50');
    stubApi({ 'POST /api/checkout/confirm': { body: { paid: false, subscription: null } } });
    renderPage('/dashboard', <CheckoutReturnNotice />, '/dashboard?success=true&session_id=cs_3');
    expect(await screen.findByText(/still being processed/)).toBeTruthy();
    expect(window.localStorage.getItem(storageKeys.pendingPlan)).toBe('tier_50');
  });

  it("shows the server's reason when the session is not the user's", async () => {
    stubApi({ 'POST /api/checkout/confirm': apiError(404, 'notFound', 'Checkout session not found') });
    renderPage('/dashboard', <CheckoutReturnNotice />, '/dashboard?success=true&session_id=cs_other');
    expect((await screen.findByRole('alert')).textContent).toBe('Checkout session not found');
  });

  it('shows the canceled notice for 5 seconds without calling the server', async () => {
    const fetch = stubApi({});
    vi.useFakeTimers();
    const { router } = renderPage(
      '/settings/payment',
      <CheckoutReturnNotice />,
      '/settings/payment?status=cancel',
    );
    expect(screen.getByText(canceledText)).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(4900));
    expect(screen.getByText(canceledText)).toBeTruthy();
    expect(router.state.location.search).toBe('');
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.queryByText(canceledText)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('understands the dashboard spelling of a canceled checkout', async () => {
    stubApi({});
    const { router } = renderPage('/dashboard', <CheckoutReturnNotice />, '/dashboard?canceled=true');
    expect(screen.getByText(canceledText)).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows nothing on an ordinary visit', () => {
    const fetch = stubApi({});
    const { router } = renderPage('/dashboard', <CheckoutReturnNotice />, '/dashboard?force=true');
    expect(screen.queryByRole('status')).toBeNull();
    expect(router.state.location.search).toBe('?force=true');
    expect(fetch).not.toHaveBeenCalled();
  });
});
