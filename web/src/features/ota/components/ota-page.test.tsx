import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberRole } from '@common/teams/roles';
import { callsTo, failure, otaView, renderWithClient, sessionId, stubOtaApi } from '../testing/ota-fixtures';
import { OtaPage } from './ota-page';
import { expectRoleLocked } from '@web/features/teams/testing/expect-role-locked';

const booking = otaView('o1', 'booking', { lastSync: '2026-03-05T12:30:00.000Z' });
const expedia = otaView('o2', 'expedia', { status: 'disconnected' });
const agoda = otaView('o3', 'agoda', { status: 'error' });

const renderPage = (role: MemberRole = 'owner') => renderWithClient(<OtaPage hotelId="h1" />, role);
const table = () => screen.findByRole('table', { name: 'OTA channels' });
const row = (channel: string) => screen.getByRole('row', { name: new RegExp(`^${channel}`) });
const card = (label: string) => within(screen.getByRole('group', { name: label }));

describe('OtaPage', () => {
  afterEach(async () => {
    // Unmounted while the fake API still answers: an open connection window closes its session on the way out.
    cleanup();
    await Promise.resolve();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sums up the connections and lists them with status, last sync and actions', async () => {
    const { fetch } = stubOtaApi([booking, expedia, agoda]);
    renderPage();
    expect(screen.getByText('Loading OTA data...')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeTruthy();
    await table();
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/hotels/h1/otas');

    expect(card('Connected OTAs').getByText('1')).toBeTruthy();
    expect(card('Issues').getByText('2')).toBeTruthy();
    expect(card('Sync Rate').getByText('33%')).toBeTruthy();

    const bookingRow = within(row('Booking.com'));
    expect(bookingRow.getByText('Connected').className).toContain('green');
    expect(bookingRow.getByText(/^5 Mar 2026, \d\d:30$/)).toBeTruthy();
    expect(row('Booking.com').querySelector('[data-testid="renew-badge"]')).toBeNull();

    const expediaRow = within(row('Expedia'));
    expect(expediaRow.getByText('Disconnected').className).toContain('amber');
    expect(expediaRow.getByText('Never')).toBeTruthy();
    expect(row('Expedia').querySelector('[data-testid="renew-badge"]')?.textContent).toBe('1');

    expect(within(row('Agoda')).getByText('Error').className).toContain('red');
    expect(row('Agoda').querySelector('[data-testid="renew-badge"]')?.textContent).toBe('1');

    for (const name of ['Renew connection', 'Check connection', 'Delete connection']) {
      expect(bookingRow.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Add New OTA' })).toBeTruthy();
  });

  it("says when no channel is connected yet, with no sync rate ('–') rather than 0%", async () => {
    stubOtaApi([]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No OTA channels connected yet' })).toBeTruthy();
    expect(card('Connected OTAs').getByText('0')).toBeTruthy();
    expect(card('Sync Rate').getByText('–')).toBeTruthy();
    expect(card('Sync Rate').queryByText(/%/)).toBeNull();
  });

  it('says when the connections cannot be loaded', async () => {
    stubOtaApi([], { list: failure(500, 'internal', 'Internal error') });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load OTA data');
    expect((screen.getByRole('button', { name: 'Add New OTA' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('deletes a connection only after the confirmation naming the channel', async () => {
    const { fetch } = stubOtaApi([booking, expedia]);
    renderPage();
    await table();
    fireEvent.click(within(row('Expedia')).getByRole('button', { name: 'Delete connection' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete OTA Connection' }));
    expect(dialog.getByRole('heading', { name: 'Confirm Deletion' })).toBeTruthy();
    expect(dialog.getByText('This action cannot be undone')).toBeTruthy();
    expect(
      dialog.getByText(
        'Do you really want to delete the connection to Expedia? All synchronization settings and channel mappings will be removed.',
      ),
    ).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetch, '/otas/o2', 'DELETE')).toEqual([]);

    fireEvent.click(within(row('Expedia')).getByRole('button', { name: 'Delete connection' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Connection' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /^Expedia/ })).toBeNull());
    expect(callsTo(fetch, '/api/hotels/h1/otas/o2', 'DELETE')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(card('Connected OTAs').getByText('1')).toBeTruthy();
  });

  it('keeps the delete dialog open with the failure', async () => {
    stubOtaApi([booking], { delete: failure(500, 'internal', 'Internal error') });
    renderPage();
    await table();
    fireEvent.click(within(row('Booking.com')).getByRole('button', { name: 'Delete connection' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Connection' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete OTA Connection' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Failed to delete OTA');
  });

  it('checks a connection and says whether the saved login still works', async () => {
    const { fetch } = stubOtaApi([booking, agoda]);
    renderPage();
    await table();
    fireEvent.click(within(row('Booking.com')).getByRole('button', { name: 'Check connection' }));
    expect((await screen.findByText(/the saved login still works/)).textContent).toBe(
      'Booking.com: Connection checked: the saved login still works.',
    );
    expect(callsTo(fetch, '/api/hotels/h1/otas/o1/sync', 'POST')).toHaveLength(1);

    fireEvent.click(within(row('Agoda')).getByRole('button', { name: 'Check connection' }));
    expect((await screen.findByText(/no longer works/)).textContent).toBe(
      'Agoda: The saved login no longer works. Renew the connection to log in again.',
    );
  });

  it('says when the check itself fails', async () => {
    stubOtaApi([booking], { sync: failure(500, 'internal', 'Internal error') });
    renderPage();
    await table();
    fireEvent.click(within(row('Booking.com')).getByRole('button', { name: 'Check connection' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to sync OTA');
  });

  it('connects a channel: choose it, log in in the live browser, and the table shows it', async () => {
    // The clock runs on its own (for the waits below) and jumps over the 5-second countdown.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetch, browser } = stubOtaApi([expedia]);
    renderPage();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Add New OTA' }));
    const chooser = within(await screen.findByRole('dialog', { name: 'Connect New OTA' }));
    expect((chooser.getByRole('button', { name: /^Expedia/ }) as HTMLButtonElement).disabled).toBe(true);
    browser.loginDetected = true;
    fireEvent.click(chooser.getByRole('button', { name: /^Booking\.com/ }));

    const window = within(await screen.findByRole('dialog', { name: 'Connect to Booking.com' }));
    expect(screen.queryByRole('dialog', { name: 'Connect New OTA' })).toBeNull();
    expect(window.getByTitle('Live browser').getAttribute('src')).toMatch(/^\/live-view\.html\?session=/);
    expect(await window.findByRole('button', { name: 'Login Completed in 5s' })).toBeTruthy();
    for (let second = 0; second < 5; second++) await act(() => vi.advanceTimersByTimeAsync(1000));
    const login = window.getByRole('button', { name: 'Login Completed' }) as HTMLButtonElement;
    expect(login.disabled).toBe(false);
    fireEvent.click(login);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('row', { name: /^Booking\.com/ })).toBeTruthy();
    expect(callsTo(fetch, '/api/remote-browser/contexts', 'POST')).toHaveLength(1);
    expect(callsTo(fetch, `/api/remote-browser/sessions/${sessionId}`, 'DELETE')).toEqual([]);
  });

  it("renews from the row's button at once, without the channel choice", async () => {
    const { fetch } = stubOtaApi([booking, expedia]);
    renderPage();
    await table();
    fireEvent.click(within(row('Expedia')).getByRole('button', { name: 'Renew connection' }));
    expect(await screen.findByRole('dialog', { name: 'Connect to Expedia' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Connect New OTA' })).toBeNull();
    expect(screen.getByText('Preparing connection...')).toBeTruthy();
    await waitFor(() =>
      expect(callsTo(fetch, '/api/remote-browser/sessions', 'POST')).toEqual([
        ['POST', { otaType: 'expedia', hotelId: 'h1', otaId: 'o2' }],
      ]),
    );
  });

  it("lets an editor check a connection but locks Add, Renew and Delete, the logins being an admin's", async () => {
    const { fetch } = stubOtaApi([booking]);
    renderPage('editor');
    await table();
    const locked = [
      screen.getByRole('button', { name: 'Add New OTA' }),
      within(row('Booking.com')).getByRole('button', { name: 'Renew connection' }),
      within(row('Booking.com')).getByRole('button', { name: 'Delete connection' }),
    ];
    for (const control of locked) {
      expectRoleLocked(control);
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetch.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET')).toEqual([]);
    fireEvent.click(within(row('Booking.com')).getByRole('button', { name: 'Check connection' }));
    await waitFor(() => expect(callsTo(fetch, '/api/hotels/h1/otas/o1/sync', 'POST')).toHaveLength(1));
  });

  it("locks a viewer's check of a connection too", async () => {
    const { fetch } = stubOtaApi([booking]);
    renderPage('viewer');
    await table();
    const check = within(row('Booking.com')).getByRole('button', { name: 'Check connection' });
    expect(check.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(check);
    expect(callsTo(fetch, '/api/hotels/h1/otas/o1/sync', 'POST')).toHaveLength(0);
  });
});
