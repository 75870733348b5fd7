import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionCreatedResponse } from '@common/ota/schemas';
import {
  answer,
  callsTo,
  failure,
  otaView,
  pass,
  renderWithClient,
  sessionId,
  stubOtaApi,
} from '../testing/ota-fixtures';
import { ConnectionWindow, type ConnectionTarget } from './connection-window';

const session: SessionCreatedResponse = {
  sessionId,
  liveViewLink: `/live-view.html?session=${sessionId}&token=t0ken`,
  connectUrl: `/api/remote-browser/sessions/${sessionId}/live?token=t0ken`,
  contextId: null,
  queuePosition: null,
};
const newBooking: ConnectionTarget = { mode: 'new', type: 'booking', session };

function renderWindow(target: ConnectionTarget = newBooking) {
  const onClose = vi.fn();
  const view = renderWithClient(<ConnectionWindow hotelId="h1" target={target} onClose={onClose} />);
  return { ...view, onClose };
}

const loginButton = () => screen.getByRole('button', { name: /^Login Completed/ }) as HTMLButtonElement;

describe('ConnectionWindow', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(async () => {
    // Unmounted while the fake API still answers: the window closes its session on the way out.
    cleanup();
    await act(() => vi.advanceTimersByTimeAsync(0));
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the live view under its loader, and no session id', async () => {
    stubOtaApi([]);
    renderWindow();
    const dialog = within(screen.getByRole('dialog', { name: 'Connect to Booking.com' }));
    const frame = dialog.getByTitle('Live browser') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(session.liveViewLink);
    expect(dialog.getByText('Connecting to Booking.com...')).toBeTruthy();
    expect(dialog.getByText('Starting browser session...')).toBeTruthy();
    // The id means nothing to an operator and is a handle to the session (issue 31, point 11).
    expect(screen.getByRole('dialog').textContent).not.toMatch(/5f0c3a9e|Session /);

    fireEvent.load(frame);
    await pass(998); // 999 ms with the flush
    expect(dialog.queryByText('Connecting to Booking.com...')).not.toBeNull();
    await pass(1);
    expect(dialog.queryByText('Connecting to Booking.com...')).toBeNull();
  });

  it("counts 5 seconds down after the login is detected, then saves it with 'Login Completed'", async () => {
    const { fetch, browser } = stubOtaApi([]);
    const { onClose } = renderWindow();
    await pass(0);
    expect(loginButton().textContent).toBe('Login Completed');
    expect(loginButton().disabled).toBe(true);
    expect(callsTo(fetch, '/api/remote-browser/check-url')).toHaveLength(1);
    expect(String(fetch.mock.calls.find(([url]) => url.includes('check-url'))![0])).toBe(
      `/api/remote-browser/check-url?sessionId=${sessionId}`,
    );

    browser.currentUrl = 'https://admin.booking.com/hotel/hoteladmin/extranet_ng/manage/home.html';
    browser.loginDetected = true;
    await pass(1000);
    expect(callsTo(fetch, '/api/remote-browser/check-url')).toHaveLength(2);
    for (const seconds of [5, 4, 3, 2, 1]) {
      expect(loginButton().textContent).toBe(`Login Completed in ${seconds}s`);
      expect(loginButton().disabled).toBe(true);
      await pass(1000);
    }
    expect(loginButton().textContent).toBe('Login Completed');
    expect(loginButton().disabled).toBe(false);

    fireEvent.click(loginButton());
    await pass(0);
    expect(callsTo(fetch, '/api/remote-browser/contexts', 'POST')).toEqual([['POST', { sessionId }]]);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('keeps the session alive every 2 minutes while it is open', async () => {
    const { fetch } = stubOtaApi([]);
    renderWindow();
    await pass(119_000);
    expect(callsTo(fetch, '/keep-alive')).toEqual([]);
    await pass(1000);
    expect(callsTo(fetch, `/api/remote-browser/sessions/${sessionId}/keep-alive`, 'POST')).toHaveLength(1);
    await pass(120_000);
    expect(callsTo(fetch, '/keep-alive')).toHaveLength(2);
  });

  it('asks in the window’s English before closing an open session, and closes the session when confirmed', async () => {
    const { fetch } = stubOtaApi([]);
    const { onClose, unmount } = renderWindow();
    await pass(0);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const question = within(screen.getByRole('dialog', { name: 'Close this window?' }));
    expect(
      question.getByText(
        'Do you really want to close the window? Your login is saved only once you have confirmed it with “Login Completed”.',
      ),
    ).toBeTruthy();
    fireEvent.click(question.getByRole('button', { name: 'Keep connecting' }));
    await pass(0);
    expect(screen.queryByRole('dialog', { name: 'Close this window?' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close window' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(callsTo(fetch, `/api/remote-browser/sessions/${sessionId}`, 'DELETE')).toEqual([]);
    // The page closes the window by unmounting it, which closes the live browser.
    unmount();
    await pass(0);
    expect(callsTo(fetch, `/api/remote-browser/sessions/${sessionId}`, 'DELETE')).toHaveLength(1);
  });

  it('does not close the session again after the login was saved', async () => {
    const { fetch, browser } = stubOtaApi([]);
    browser.loginDetected = true;
    const { unmount } = renderWindow();
    await pass(5000);
    fireEvent.click(loginButton());
    await pass(0);
    unmount();
    await pass(0);
    expect(callsTo(fetch, `/api/remote-browser/sessions/${sessionId}`, 'DELETE')).toEqual([]);
  });

  it('shows its place in line while every live browser is in use, and the live view with a fresh link once it opens', async () => {
    const { fetch, browser } = stubOtaApi([]);
    Object.assign(browser, { state: 'waiting', queuePosition: 2, currentUrl: 'about:blank' });
    renderWindow({ mode: 'new', type: 'booking', session: { ...session, queuePosition: 2 } });
    const dialog = within(screen.getByRole('dialog', { name: 'Connect to Booking.com' }));
    // No live view while waiting: the token it was created with would expire in line.
    expect(dialog.queryByTitle('Live browser')).toBeNull();
    expect(dialog.getByText('You are number 2 in line')).toBeTruthy();
    expect(
      dialog.getByText(
        'All live browsers are in use right now. Yours starts as soon as one is free; please keep this window open.',
      ),
    ).toBeTruthy();
    expect(loginButton().disabled).toBe(true);

    browser.queuePosition = 1;
    await pass(1000);
    expect(dialog.getByText('You are number 1 in line')).toBeTruthy();
    expect(dialog.queryByText('You are number 2 in line')).toBeNull();
    // Waiting is not an end: the window keeps asking, and keeps its place in line alive.
    await pass(119_000);
    expect(callsTo(fetch, `/api/remote-browser/sessions/${sessionId}/keep-alive`, 'POST')).toHaveLength(1);

    Object.assign(browser, {
      state: 'open',
      queuePosition: null,
      currentUrl: 'https://admin.booking.com/sign-in',
    });
    await pass(1000);
    expect(callsTo(fetch, `/api/remote-browser/sessions/${sessionId}/live-link`, 'POST')).toHaveLength(1);
    expect((dialog.getByTitle('Live browser') as HTMLIFrameElement).getAttribute('src')).toBe(
      `/live-view.html?session=${sessionId}&token=fr3sh`,
    );
    expect(dialog.queryByText(/in line/)).toBeNull();
    expect(
      dialog.getByText(
        'Log in to your extranet in the live browser above. We notice when the login is done.',
      ),
    ).toBeTruthy();
  });

  it('leaves the line when it is closed while waiting', async () => {
    const { fetch, browser } = stubOtaApi([]);
    Object.assign(browser, { state: 'waiting', queuePosition: 1 });
    const { onClose, unmount } = renderWindow({
      mode: 'new',
      type: 'booking',
      session: { ...session, queuePosition: 1 },
    });
    await pass(0);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close window' }));
    expect(onClose).toHaveBeenCalledOnce();
    unmount();
    await pass(0);
    expect(callsTo(fetch, `/api/remote-browser/sessions/${sessionId}`, 'DELETE')).toHaveLength(1);
  });

  it('says when the live browser crashed, and offers no Login Completed', async () => {
    const { browser } = stubOtaApi([]);
    browser.state = 'crashed';
    const { onClose } = renderWindow();
    await pass(0);
    expect(screen.getByRole('alert').textContent).toBe(
      'The live browser stopped unexpectedly. Nothing was saved; please start the connection again.',
    );
    expect(screen.queryByRole('button', { name: /^Login Completed/ })).toBeNull();
    // Nothing is left to lose, so closing does not ask.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it.each([
    [
      'the server refuses',
      failure(409, 'conflict', 'The login has not finished yet.'),
      'Fehler beim Erstellen des Browser-Kontexts: The login has not finished yet.',
    ],
    [
      'the server fails',
      failure(500, 'internal', 'Internal error'),
      'Fehler beim Erstellen des Browser-Kontexts: Failed to create context',
    ],
    [
      'the reply has no context id',
      answer(201, { ota: otaView('o1', 'booking') }),
      'Fehler beim Erstellen des Browser-Kontexts: No valid context ID received from API',
    ],
  ])('keeps the window open when %s', async (_case, reply, text) => {
    const { browser } = stubOtaApi([], { context: reply });
    browser.loginDetected = true;
    const { onClose } = renderWindow();
    await pass(5000);
    fireEvent.click(loginButton());
    await pass(0);
    expect(screen.getByRole('alert').textContent).toBe(text);
    expect(onClose).not.toHaveBeenCalled();
    expect(loginButton().disabled).toBe(false);
  });

  it('renews at once: starts the session from the connection and saves the login into it', async () => {
    const { fetch, browser } = stubOtaApi([otaView('o2', 'expedia', { status: 'disconnected' })]);
    browser.loginDetected = true;
    const { onClose } = renderWindow({ mode: 'renew', type: 'expedia', otaId: 'o2' });
    const dialog = within(screen.getByRole('dialog', { name: 'Connect to Expedia' }));
    expect(dialog.getByText('Preparing connection...')).toBeTruthy();
    await pass(0);
    expect(callsTo(fetch, '/api/remote-browser/sessions', 'POST')).toEqual([
      ['POST', { otaType: 'expedia', hotelId: 'h1', otaId: 'o2' }],
    ]);
    expect((dialog.getByTitle('Live browser') as HTMLIFrameElement).getAttribute('src')).toBe(
      session.liveViewLink,
    );
    await pass(5000);
    fireEvent.click(loginButton());
    await pass(0);
    expect(callsTo(fetch, '/api/remote-browser/contexts', 'POST')).toEqual([
      ['POST', { sessionId, otaId: 'o2' }],
    ]);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('says when the renewal cannot start a session', async () => {
    stubOtaApi([], { session: failure(503, 'unavailable', 'All live browsers are in use right now.') });
    const { onClose } = renderWindow({ mode: 'renew', type: 'hrs', otaId: 'o4' });
    await pass(0);
    expect(screen.getByRole('alert').textContent).toBe('All live browsers are in use right now.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('refuses a renewal session that names no saved login it started from', async () => {
    const { fetch } = stubOtaApi([], {
      session: answer(201, { ...session, contextId: null }),
    });
    renderWindow({ mode: 'renew', type: 'booking', otaId: 'o5' });
    await pass(0);
    expect(screen.getByRole('alert').textContent).toBe('No context ID found in the browser session');
    expect(screen.queryByTitle('Live browser')?.getAttribute('src') ?? null).toBeNull();
    expect(callsTo(fetch, '/api/remote-browser/check-url', 'GET')).toEqual([]);
  });

  it('says when the server no longer knows the session, and stops asking', async () => {
    const { fetch } = stubOtaApi([], { checkUrl: failure(404, 'notFound', 'Browser session not found.') });
    const { onClose } = renderWindow();
    await pass(3000);
    expect(screen.getByRole('alert').textContent).toBe(
      'Browser session not found. It may have expired; please start the connection again.',
    );
    expect(callsTo(fetch, '/api/remote-browser/check-url')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes the session when the page itself goes away', async () => {
    const { fetch } = stubOtaApi([]);
    renderWindow();
    await pass(0);
    window.dispatchEvent(new Event('pagehide'));
    const closing = fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(closing.map(([url, init]) => [url, init?.keepalive])).toEqual([
      [`/api/remote-browser/sessions/${sessionId}`, true],
    ]);
  });

  it('logs a session that cannot be closed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubOtaApi([], { closeSession: failure(500, 'internal', 'Internal error') });
    const { unmount } = renderWindow();
    await pass(0);
    unmount();
    await pass(0);
    expect(warn.mock.calls.map(([text]) => text)).toEqual(['Failed to delete session']);
    warn.mockRestore();
  });

  it('closes a renewal session that arrives after the window was closed', async () => {
    let reply = (_response: Response) => {};
    const { fetch } = stubOtaApi([], {
      session: () => new Promise<Response>((resolve) => (reply = resolve)),
    });
    const { onClose, unmount } = renderWindow({ mode: 'renew', type: 'agoda', otaId: 'o3' });
    await pass(0);
    // Nothing is open yet, so closing does not ask.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    unmount();
    reply(answer(201, { ...session, contextId: 'o3' }));
    await pass(0);
    expect(callsTo(fetch, `/api/remote-browser/sessions/${sessionId}`, 'DELETE')).toHaveLength(1);
  });
});
