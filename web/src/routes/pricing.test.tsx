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
});
