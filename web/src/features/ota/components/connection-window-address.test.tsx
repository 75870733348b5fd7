import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionCreatedResponse } from '@common/ota/schemas';
import { callsTo, pass, renderWithClient, sessionId, stubOtaApi } from '../testing/ota-fixtures';
import { ConnectionWindow } from './connection-window';

/**
 * What the connection window shows around the live view (issue 31, points 2 and 11): the remote page's address
 * with its lock, Chromium's error pages in plain words, and the keyboard handed to the live view.
 */

const session: SessionCreatedResponse = {
  sessionId,
  liveViewLink: `/live-view.html?session=${sessionId}&token=t0ken`,
  connectUrl: `/api/remote-browser/sessions/${sessionId}/live?token=t0ken`,
  contextId: null,
  queuePosition: null,
};

function renderWindow() {
  renderWithClient(
    <ConnectionWindow hotelId="h1" target={{ mode: 'new', type: 'booking', session }} onClose={vi.fn()} />,
  );
  return within(screen.getByRole('dialog', { name: 'Connect to Booking.com' }));
}

const addressBar = () => screen.getByRole('group', { name: 'Address of the page in the live browser' });

describe('ConnectionWindow around the live view', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(async () => {
    cleanup();
    await act(() => vi.advanceTimersByTimeAsync(0));
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows the remote page's origin and path with a lock, never its query, and follows it", async () => {
    const { browser } = stubOtaApi([]);
    browser.currentUrl = 'https://account.booking.com/sign-in?op_token=secret#code=1';
    renderWindow();
    await pass(0);
    expect(addressBar().textContent).toBe('https://account.booking.com/sign-in');
    expect(within(addressBar()).getByRole('img', { name: 'Secure connection' })).toBeTruthy();
    expect(screen.getByRole('dialog').textContent).not.toContain('secret');

    browser.currentUrl = 'http://admin.booking.com/hotel/home.html';
    await pass(1000);
    expect(addressBar().textContent).toBe('Not securehttp://admin.booking.com/hotel/home.html');
    expect(within(addressBar()).queryByRole('img', { name: 'Secure connection' })).toBeNull();
  });

  it('keeps the address bar empty while the session starts', async () => {
    const { browser } = stubOtaApi([]);
    browser.currentUrl = 'about:blank';
    renderWindow();
    await pass(0);
    expect(addressBar().textContent).toBe('');
  });

  it("says Chromium's error page in plain words, keeps the failed address, and opens the login page again", async () => {
    const { fetch, browser } = stubOtaApi([]);
    Object.assign(browser, {
      currentUrl: 'chrome-error://chromewebdata/',
      pageError: { reason: 'unreachable', url: 'https://unavailable.booking.com/partner-hub?ticket=x' },
    });
    const dialog = renderWindow();
    await pass(0);
    expect(dialog.getByRole('alert').textContent).toContain(
      'unavailable.booking.com could not be reached: the site did not answer, or its address does not exist. This is not caused by your login details.',
    );
    expect(addressBar().textContent).toBe('https://unavailable.booking.com/partner-hub');

    fireEvent.click(dialog.getByRole('button', { name: 'Open the login page again' }));
    await pass(0);
    expect(callsTo(fetch, `/api/remote-browser/sessions/${sessionId}/navigate`, 'POST')).toEqual([
      ['POST', { url: 'https://admin.booking.com/' }],
    ]);
    await pass(1000);
    expect(dialog.queryByRole('alert')).toBeNull();
    expect(addressBar().textContent).toBe('https://admin.booking.com');
  });

  it('names the channel when the page is outside its sites', async () => {
    const { browser } = stubOtaApi([]);
    Object.assign(browser, {
      currentUrl: 'chrome-error://chromewebdata/',
      pageError: { reason: 'blocked', url: 'https://evil.example/' },
    });
    const dialog = renderWindow();
    await pass(0);
    expect(dialog.getByRole('alert').textContent).toContain(
      'evil.example is not one of Booking.com’s sites, so the live browser does not open it.',
    );
  });

  it('gives the live view the keyboard when it loads, and again on a press on its loader', async () => {
    stubOtaApi([]);
    const dialog = renderWindow();
    await pass(0);
    const frame = dialog.getByTitle('Live browser');
    fireEvent.load(frame);
    expect(document.activeElement).toBe(frame);

    dialog.getByRole('button', { name: 'Cancel' }).focus();
    fireEvent.mouseDown(dialog.getByText('Starting browser session...'));
    expect(document.activeElement).toBe(frame);
  });
});
