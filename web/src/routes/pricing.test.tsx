import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentBodies, stubApi, stubLocationAssign } from '@web/features/billing/testing/stub-api';
import { setSessionUser, type SessionUser } from '@web/lib/session';
import { storageKeys } from '@web/lib/storage-keys';
import { Component as PricingPage } from './pricing';

const user: SessionUser = { id: 'u1', email: 'anna@hotel.test', name: 'Anna', emailVerified: true };

describe('/pricing', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("starts a signed-in user's checkout from the pricing page", async () => {
    const fetch = stubApi({ 'POST /api/checkout': { body: { url: '/test-checkout?session=cs_test_1' } } });
    const assign = stubLocationAssign();
    setSessionUser(user);
    const router = createMemoryRouter([{ path: '/pricing', element: <PricingPage /> }], {
      initialEntries: ['/pricing'],
    });
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose Small' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost:3000/test-checkout?session=cs_test_1'),
    );
    expect(sentBodies(fetch, '/api/checkout')).toEqual([{ planId: 'tier_50', from: 'pricing' }]);
    expect(window.localStorage.getItem(storageKeys.pendingPlan)).toBe('tier_50');
  });

  it('says billing is not configured instead of offering plans that cannot be bought', async () => {
    const fetch = stubApi({
      'GET /api/stripe/config': { body: { enabled: false, mode: 'test', publishableKey: null, prices: [] } },
    });
    setSessionUser(user);
    const router = createMemoryRouter([{ path: '/pricing', element: <PricingPage /> }], {
      initialEntries: ['/pricing'],
    });
    render(<RouterProvider router={router} />);
    expect(
      await screen.findByText('Billing is not configured on this server, so plans cannot be bought yet.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Choose / })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Medium' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact sales' })).toBeTruthy();
    expect(fetch.mock.calls.map(([input]) => String(input))).not.toContain('/api/checkout');
  });
});
