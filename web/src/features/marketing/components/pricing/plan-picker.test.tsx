import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, interfaceLanguage } from '@web/lib/i18n/i18n';
import { setSessionUser, type SessionUser } from '@web/lib/session';
import { storageKeys } from '@web/lib/storage-keys';
import { CanceledNotice } from './canceled-notice';
import { PlanPicker } from './plan-picker';

const user: SessionUser = { id: 'u1', email: 'anna@hotel.test', name: 'Anna', emailVerified: true };

function renderPricing(
  sessionUser: SessionUser | null,
  initialEntry = '/pricing',
  startCheckout = vi.fn().mockResolvedValue(undefined),
) {
  // The route guard has loaded the session before the page shows; the test starts from the same state.
  setSessionUser(sessionUser);
  const router = createMemoryRouter(
    [
      {
        path: '/pricing',
        element: (
          <>
            <CanceledNotice />
            <PlanPicker headingLevel="h2" startCheckout={startCheckout} />
          </>
        ),
      },
      { path: '/signup', element: <p>Sign-up page</p> },
      { path: '/contact', element: <p>Contact page</p> },
    ],
    { initialEntries: [initialEntry] },
  );
  render(<RouterProvider router={router} />);
  return { router, startCheckout };
}

describe('PlanPicker', () => {
  afterEach(() => vi.useRealTimers());

  it('shows every plan with its monthly price and marks the popular one', () => {
    renderPricing(null);
    expect(screen.getByRole('heading', { level: 2, name: 'Small' })).toBeTruthy();
    expect(screen.getByText('99 €')).toBeTruthy();
    expect(screen.getAllByText('/month')).toHaveLength(3);
    expect(screen.getByText('Most popular')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact sales' }).getAttribute('href')).toBe('/contact');
  });

  it("lists each plan's features and the chain plan's custom price, as the spec words them", () => {
    renderPricing(null);
    const card = (name: string) => screen.getByRole('heading', { level: 2, name }).parentElement!;
    const features = (name: string) => [...card(name).querySelectorAll('li')].map((item) => item.textContent);
    expect(features('Small')).toEqual(['Up to 50 rooms', 'E-mail support']);
    expect(features('Large Unlimited')).toEqual([
      'Unlimited rooms',
      'Support within 12 hours',
      'Onboarding call',
    ]);
    expect(features('Hotel Chain')).toEqual([
      'Several properties',
      'Support within 6 hours',
      'Contact sales',
    ]);
    expect(card('Hotel Chain').textContent).toContain('Custom');
  });

  it('words the features and prices in a second interface language, keeping the plan names', () => {
    i18n.load('de', {
      ...i18n.messages,
      'checkout.plans.features.tier_50.1': 'Support per E-Mail',
      'checkout.plans.customPrice': 'Individuell',
    });
    act(() => i18n.activate('de'));
    try {
      renderPricing(null);
      expect(screen.getByRole('heading', { level: 2, name: 'Small' })).toBeTruthy();
      expect(screen.getByText('Support per E-Mail')).toBeTruthy();
      expect(screen.getByText('Individuell')).toBeTruthy();
    } finally {
      act(() => i18n.activate(interfaceLanguage));
    }
  });

  it('sends a signed-out visitor to sign-up with the plan and keeps it as pending', async () => {
    const { router } = renderPricing(null);
    fireEvent.click(screen.getByRole('button', { name: 'Choose Medium' }));
    expect(await screen.findByText('Sign-up page')).toBeTruthy();
    expect(router.state.location.search).toBe('?plan=tier_150');
    expect(window.localStorage.getItem(storageKeys.pendingPlan)).toBe('tier_150');
  });

  it('starts the checkout for a signed-in user and keeps the plan as pending', async () => {
    const { router, startCheckout } = renderPricing(user);
    fireEvent.click(screen.getByRole('button', { name: 'Choose Small' }));
    await waitFor(() => expect(startCheckout).toHaveBeenCalledWith('tier_50'));
    expect(router.state.location.pathname).toBe('/pricing');
    expect(window.localStorage.getItem(storageKeys.pendingPlan)).toBe('tier_50');
  });

  it('shows a failed checkout in the amber box', async () => {
    const failing = vi.fn().mockRejectedValue(new Error('Error creating checkout session: Stripe is down'));
    renderPricing(user, '/pricing', failing);
    fireEvent.click(screen.getByRole('button', { name: 'Choose Medium' }));
    const box = await screen.findByRole('status');
    expect(box.textContent).toBe('Error creating checkout session: Stripe is down');
    expect(box.className).toContain('bg-amber-50');
  });

  it('shows the canceled-checkout notice for 5 seconds', () => {
    vi.useFakeTimers();
    renderPricing(null, '/pricing?canceled=true');
    const notice = 'Your subscription process was canceled. No charges were made.';
    expect(screen.getByText(notice)).toBeTruthy();
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText(notice)).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText(notice)).toBeNull();
  });
});
