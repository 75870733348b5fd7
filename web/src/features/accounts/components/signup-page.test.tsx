import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignupPage } from './signup-page';

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/** A server that signs up anyone and answers the resend with `resend`; the page also reads /api/config. */
const server = (resend: () => Response) =>
  vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === '/api/auth/sign-up/email') return answer(200, { user: {} });
    if (url === '/api/auth/send-verification-email') return resend();
    return answer(200, { google: false });
  });
const resendCalls = (fetch: ReturnType<typeof server>) =>
  fetch.mock.calls.filter(([url]) => url === '/api/auth/send-verification-email');

async function signUpAs(email: string) {
  render(
    <MemoryRouter initialEntries={['/signup']}>
      <SignupPage />
    </MemoryRouter>,
  );
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct-horse-battery' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
  await screen.findByText('Check your email');
}

describe("SignupPage, 'Check your email'", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resends the confirmation link to the address and says it was sent', async () => {
    const fetch = server(() => answer(200, { status: true }));
    vi.stubGlobal('fetch', fetch);
    await signUpAs('anna@hotel.test');
    fireEvent.click(screen.getByRole('button', { name: 'Resend email' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'We sent you a new link. Please check your inbox (and the spam folder).',
    );
    const [call] = resendCalls(fetch);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ email: 'anna@hotel.test' });
  });

  it('says in plain words when too many links were asked for', async () => {
    const fetch = server(() =>
      answer(429, { error: { code: 'rateLimited', message: 'Rate limit exceeded, retry in 15 minutes' } }),
    );
    vi.stubGlobal('fetch', fetch);
    await signUpAs('anna@hotel.test');
    fireEvent.click(screen.getByRole('button', { name: 'Resend email' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'You asked for several links in a short time. Please wait 15 minutes before asking again.',
    );
    expect(resendCalls(fetch)).toHaveLength(1);
  });
});
