import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionView } from '@common/billing/schemas';
import { renderPage } from '../testing/render-page';
import { apiError, sentBodies, stubApi, stubLocationAssign } from '../testing/stub-api';
import { PaymentSettings } from './payment-settings';

const active: SubscriptionView = {
  planId: 'tier_150',
  status: 'active',
  currentPeriodEnd: '2026-12-22T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  provider: 'test',
};
const config = (mode: 'stripe' | 'test', enabled = true) => ({
  body: { enabled, mode, publishableKey: null, prices: [] },
});
const notConfigured = 'Billing is not configured on this server, so plans cannot be bought yet.';

function renderSettings(
  subscription: SubscriptionView | null,
  entry = '/settings/payment',
  mode: 'stripe' | 'test' = 'stripe',
) {
  const fetch = stubApi({
    'GET /api/subscription': { body: { subscription } },
    'GET /api/stripe/config': config(mode),
    'POST /api/billing/portal': { body: { url: '/test-checkout/portal' } },
  });
  renderPage('/settings/payment', <PaymentSettings />, entry);
  return fetch;
}

const details = () => screen.getByRole('region', { name: 'Subscription' });

describe('PaymentSettings', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows an active subscription with its renewal, and the other plans to switch to', async () => {
    renderSettings(active);
    expect(await screen.findByText('Renews on 22 Dec 2026')).toBeTruthy();
    expect(within(details()).getByText('Medium')).toBeTruthy();
    expect(within(details()).getByText('199 € per month')).toBeTruthy();
    expect(within(details()).getByText('Active')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Change plan' })).toBeTruthy();
    const medium = screen.getByRole('listitem', { name: 'Medium' });
    expect(within(medium).getByText('Current plan')).toBeTruthy();
    expect(within(medium).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Switch to Small' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Switch to Large Unlimited' })).toBeTruthy();
    expect(screen.queryByText('Test mode, no payment is taken')).toBeNull();
  });

  it('says until when a canceled plan stays active', async () => {
    renderSettings({ ...active, cancelAtPeriodEnd: true });
    expect(
      await within(details()).findByText('Canceled – your plan stays active until 22 Dec 2026'),
    ).toBeTruthy();
    expect(screen.queryByText(/Renews on/)).toBeNull();
    expect(within(screen.getByRole('listitem', { name: 'Medium' })).getByText('Current plan')).toBeTruthy();
  });

  it('says when a past-due subscription ends at the close of its period', async () => {
    renderSettings({ ...active, planId: 'tier_50', status: 'past_due', cancelAtPeriodEnd: true });
    expect(await screen.findByText('Ends on 22 Dec 2026')).toBeTruthy();
    expect(within(details()).getByText('Past due')).toBeTruthy();
    expect(screen.queryByText(/Renews on/)).toBeNull();
    expect(within(screen.getByRole('listitem', { name: 'Small' })).getByText('Current plan')).toBeTruthy();
  });

  it('offers every plan when there is no subscription, highlighting the one asked for', async () => {
    renderSettings(null, '/settings/payment?plan=tier_unlimited', 'test');
    expect(await screen.findByText('You have no active subscription yet.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Choose a plan' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Manage subscription' })).toBeNull();
    expect(screen.queryByText('Current plan')).toBeNull();
    for (const name of ['Small', 'Medium', 'Large Unlimited']) {
      expect(screen.getByRole('button', { name: `Choose ${name}` })).toBeTruthy();
    }
    const large = screen.getByRole('listitem', { name: 'Large Unlimited' });
    expect(within(large).getByText('Your choice')).toBeTruthy();
    expect(large.className).toContain('ring-2');
    expect(await screen.findByText('Test mode, no payment is taken')).toBeTruthy();
  });

  it('treats a canceled subscription as none to switch from', async () => {
    renderSettings({ ...active, status: 'canceled' });
    expect(await within(details()).findByText('Canceled')).toBeTruthy();
    expect(screen.queryByText('Current plan')).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose Medium' })).toBeTruthy();
  });

  it('says billing is not configured instead of offering checkouts that cannot work', async () => {
    const fetch = stubApi({
      'GET /api/subscription': { body: { subscription: null } },
      'GET /api/stripe/config': config('test', false),
    });
    renderPage('/settings/payment', <PaymentSettings />);
    expect(await screen.findByText(notConfigured)).toBeTruthy();
    expect(screen.getByText('You have no active subscription yet.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Choose a plan' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(fetch.mock.calls.map(([input]) => String(input))).not.toContain('/api/checkout');
  });

  it('keeps showing an existing subscription when billing is not configured, without the portal', async () => {
    stubApi({
      'GET /api/subscription': { body: { subscription: active } },
      'GET /api/stripe/config': config('test', false),
    });
    renderPage('/settings/payment', <PaymentSettings />);
    expect(await screen.findByText(notConfigured)).toBeTruthy();
    expect(await screen.findByText('Renews on 22 Dec 2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Manage subscription' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Switch to/ })).toBeNull();
  });

  it('asks before switching plan, with both plans, the new price and the date; Cancel changes nothing', async () => {
    const fetch = renderSettings(active);
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to Large Unlimited' }));
    const question = screen.getByRole('dialog', { name: 'Switch to Large Unlimited?' });
    const row = (term: string) => within(question).getByText(term).nextElementSibling?.textContent;
    expect(row('Current plan')).toBe('Medium, 199 € per month');
    expect(row('New plan')).toBe('Large Unlimited');
    expect(row('New monthly price')).toBe('299 €');
    expect(row('Applies from')).toBe('22 Dec 2026, your next billing date');
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentBodies(fetch, '/api/subscription/plan')).toEqual([]);
    expect(within(screen.getByRole('listitem', { name: 'Medium' })).getByText('Current plan')).toBeTruthy();
  });

  it('a canceled plan is switched without a promise of a next bill', async () => {
    renderSettings({ ...active, cancelAtPeriodEnd: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to Large Unlimited' }));
    const question = screen.getByRole('dialog', { name: 'Switch to Large Unlimited?' });
    expect(within(question).getByText('Applies from').nextElementSibling?.textContent).toBe(
      'Not charged: your plan ends on 22 Dec 2026, as canceled',
    );
  });

  it('switches only after Confirm, then says so and marks the new plan current', async () => {
    const fetch = stubApi({
      'GET /api/subscription': { body: { subscription: active } },
      'GET /api/stripe/config': config('test'),
      'PUT /api/subscription/plan': { body: { subscription: { ...active, planId: 'tier_unlimited' } } },
    });
    renderPage('/settings/payment', <PaymentSettings />);
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to Large Unlimited' }));
    expect(sentBodies(fetch, '/api/subscription/plan')).toEqual([]);
    const question = screen.getByRole('dialog', { name: 'Switch to Large Unlimited?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText(
        'Your plan is now Large Unlimited. The new price applies from your next billing date.',
      ),
    ).toBeTruthy();
    expect(sentBodies(fetch, '/api/subscription/plan')).toEqual([{ planId: 'tier_unlimited' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    const large = screen.getByRole('listitem', { name: 'Large Unlimited' });
    expect(within(large).getByText('Current plan')).toBeTruthy();
    expect(within(details()).getByText('Large Unlimited')).toBeTruthy();
  });

  it('keeps the question open with the reason when the switch fails', async () => {
    stubApi({
      'GET /api/subscription': { body: { subscription: active } },
      'GET /api/stripe/config': config('stripe'),
      'PUT /api/subscription/plan': apiError(503, 'serviceUnavailable', 'The plan could not be changed.'),
    });
    renderPage('/settings/payment', <PaymentSettings />);
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to Small' }));
    const question = screen.getByRole('dialog', { name: 'Switch to Small?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Confirm' }));
    expect(await within(question).findByText('The plan could not be changed.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Switch to Small?' })).toBeTruthy();
    expect(screen.queryByText(/Your plan is now/)).toBeNull();
  });

  it('drops the payment banner of a checkout return once the plan is switched', async () => {
    stubApi({
      'GET /api/subscription': { body: { subscription: active } },
      'GET /api/stripe/config': config('test'),
      'POST /api/checkout/confirm': { body: { paid: true, subscription: active } },
      'PUT /api/subscription/plan': { body: { subscription: { ...active, planId: 'tier_50' } } },
    });
    renderPage('/settings/payment', <PaymentSettings />, '/settings/payment?status=success&session_id=cs_1');
    const banner = await screen.findByText('Payment successful! Your subscription is now active.');
    expect(banner.parentElement?.textContent).toContain('Your plan: Medium');
    fireEvent.click(screen.getByRole('button', { name: 'Switch to Small' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Switch to Small?' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    expect(await screen.findByText(/Your plan is now Small\./)).toBeTruthy();
    expect(screen.queryByText('Payment successful! Your subscription is now active.')).toBeNull();
    expect(screen.queryByText(/Your plan: Medium/)).toBeNull();
  });

  it('opens the customer portal', async () => {
    const assign = stubLocationAssign();
    renderSettings(active);
    fireEvent.click(await screen.findByRole('button', { name: 'Manage subscription' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/test-checkout/portal'));
  });

  it("shows the portal's refusal", async () => {
    stubApi({
      'GET /api/subscription': { body: { subscription: active } },
      'GET /api/stripe/config': config('stripe'),
      'POST /api/billing/portal': apiError(409, 'conflict', 'You have no subscription to manage yet.'),
    });
    renderPage('/settings/payment', <PaymentSettings />);
    fireEvent.click(await screen.findByRole('button', { name: 'Manage subscription' }));
    expect((await screen.findByText('You have no subscription to manage yet.')).className).toContain(
      'bg-amber-50',
    );
  });
});
