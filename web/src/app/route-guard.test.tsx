import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const unavailableText = 'The service is temporarily unavailable. Please try again in a moment.';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const unavailable = () => json(503, { error: { code: 'serviceUnavailable', message: unavailableText } });

// The session store is module state: each test starts from a fresh copy.
beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function renderAt(pathname: string) {
  const { RouteGuard } = await import('./route-guard');
  render(
    <MemoryRouter initialEntries={[pathname]}>
      <Routes>
        <Route element={<RouteGuard />}>
          <Route path="/dashboard" element={<p>Dashboard</p>} />
          <Route path="/" element={<p>Home</p>} />
        </Route>
        <Route path="/login" element={<p>Sign-in page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  // The web app asks three more times, a second apart, before it gives up on a 503.
  await act(() => vi.advanceTimersByTimeAsync(4_000));
}

describe('the route guard while the server cannot check the session', () => {
  it('keeps a signed-in page, says why, and asks again on request instead of sending the user to sign in', async () => {
    const fetch = vi.fn().mockImplementation(async () => unavailable());
    vi.stubGlobal('fetch', fetch);
    await renderAt('/dashboard');
    expect(screen.getByRole('alert').textContent).toBe(unavailableText);
    expect(screen.queryByText('Sign-in page')).toBeNull();

    fetch.mockImplementation(async () =>
      json(200, { user: { id: 'u1', email: 'anna@example.com', name: '', emailVerified: true } }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a public page as to a visitor', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockImplementation(async () => unavailable()),
    );
    await renderAt('/');
    expect(screen.getByText('Home')).toBeTruthy();
  });
});
