import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberRole } from '@common/teams/roles';
import { renderSignedInRoute, sampleHotel, stubRouteApi } from './testing/signed-in-route';
import { Component as SettingsLayout } from './settings-layout';
import { Component as ApiKeysRoute } from './settings-api-keys';
import { Component as PaymentRoute } from './settings-payment';

/** The settings tabs and pages that belong to a role (issue 36): billing to owners, API keys to admins. */
const hotelsWith = (...roles: MemberRole[]) =>
  roles.map((role, index) => ({ ...sampleHotel, id: `h${index + 1}`, name: `Hotel ${index + 1}`, role }));

const tabs = async () => {
  const nav = within(await screen.findByRole('navigation', { name: 'Settings' }));
  return nav;
};
const linkNames = (nav: ReturnType<typeof within>): [string | null, boolean][] =>
  nav
    .getAllByRole('link')
    .map((link: HTMLElement) => [link.textContent, link.getAttribute('aria-disabled') === 'true']);

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the settings tabs by role', () => {
  it('opens every tab to an owner, also one who works on other hotels', async () => {
    stubRouteApi(hotelsWith('owner', 'viewer'));
    renderSignedInRoute(SettingsLayout, '/settings/hotel');
    const nav = await tabs();
    await waitFor(() => expect(nav.getAllByRole('link')).toHaveLength(6));
    expect(linkNames(nav).every(([, closed]) => !closed)).toBe(true);
    expect(nav.getByRole('link', { name: 'Payment' }).getAttribute('href')).toBe('/settings/payment');
  });

  it('closes Payment and API keys to a member who only edits, saying why on focus, hover and tap', async () => {
    stubRouteApi(hotelsWith('editor'));
    renderSignedInRoute(SettingsLayout, '/settings/hotel');
    const nav = await tabs();
    await waitFor(() =>
      expect(linkNames(nav)).toEqual([
        ['Hotel', false],
        ['Personal', false],
        ['Payment', true],
        ['API keys', true],
        ['Team', false],
        ['Notifications', false],
      ]),
    );
    const payment = nav.getByRole('link', { name: 'Payment' });
    expect(payment.getAttribute('href')).toBeNull();
    expect(payment.tabIndex).toBe(0);
    const reason = document.getElementById(payment.getAttribute('aria-describedby')!)!;
    expect(reason.textContent).toBe('Your role does not allow this.');
    expect(reason.className).toContain('invisible');
    fireEvent.focus(payment);
    expect(reason.className).not.toContain('invisible');
    fireEvent.blur(payment);
    expect(reason.className).toContain('invisible');
    fireEvent.mouseEnter(nav.getByRole('link', { name: 'API keys' }));
    expect(reason.className).not.toContain('invisible');
    fireEvent.mouseLeave(nav.getByRole('link', { name: 'API keys' }));
    fireEvent.click(payment);
    expect(reason.className).not.toContain('invisible');
  });

  it('closes Payment alone to an admin who owns no hotel', async () => {
    stubRouteApi(hotelsWith('admin', 'viewer'));
    renderSignedInRoute(SettingsLayout, '/settings/hotel');
    const nav = await tabs();
    await waitFor(() =>
      expect(nav.getByRole('link', { name: 'Payment' }).getAttribute('aria-disabled')).toBe('true'),
    );
    expect(nav.getByRole('link', { name: 'API keys' }).getAttribute('href')).toBe('/settings/api-keys');
  });

  it('keeps every tab open to a user without a hotel yet', async () => {
    const fetch = stubRouteApi([]);
    renderSignedInRoute(SettingsLayout, '/settings/personal');
    const nav = await tabs();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(linkNames(nav).every(([, closed]) => !closed)).toBe(true);
  });
});

describe('the Payment and API keys pages opened directly', () => {
  it('tell a member whose role does not allow them why, and ask the server nothing', async () => {
    const fetch = stubRouteApi(hotelsWith('editor'));
    renderSignedInRoute(PaymentRoute, '/settings/payment');
    expect(
      await screen.findByText(/the owner of the hotels you work on manages their subscription/),
    ).toBeTruthy();
    expect(screen.getByText('Your role does not allow this.')).toBeTruthy();
    expect(fetch.mock.calls.map(([url]) => url)).not.toContain('/api/subscription');
  });

  it('tell a member who administers no hotel why API keys are closed, and show them to an admin', async () => {
    stubRouteApi(hotelsWith('viewer'));
    const { unmount } = renderSignedInRoute(ApiKeysRoute, '/settings/api-keys');
    expect(await screen.findByText(/API keys are made by the owner and the admins of a hotel/)).toBeTruthy();
    unmount();
    window.localStorage.clear();
    stubRouteApi(hotelsWith('admin'), (path) =>
      path === '/api/api-keys' ? { keys: [], maxActiveKeys: 25 } : {},
    );
    renderSignedInRoute(ApiKeysRoute, '/settings/api-keys');
    expect(await screen.findByRole('heading', { name: 'API keys' })).toBeTruthy();
    expect(screen.queryByText('Your role does not allow this.')).toBeNull();
  });
});
