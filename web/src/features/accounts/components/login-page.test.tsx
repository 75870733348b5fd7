import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from './login-page';

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/** A server that refuses the sign-in with `refusal` and sends confirmation mails; the page also reads /api/config. */
const server = (refusal: { status: number; code: string; message: string }) =>
  vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === '/api/auth/sign-in/email')
      return answer(refusal.status, { error: { code: refusal.code, message: refusal.message } });
    if (url === '/api/auth/send-verification-email') return answer(200, { status: true });
    return answer(200, { google: false });
  });

function signIn(email: string) {
  render(
    <MemoryRouter initialEntries={['/login']}>
      <LoginPage />
    </MemoryRouter>,
  );
  fireEvent.change(screen.getByLabelText('E-Mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'correct-horse-battery' } });
  fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
}

describe('LoginPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers a new confirmation link when the address is not confirmed yet', async () => {
    const fetch = server({
      status: 403,
      code: 'forbidden',
      message: 'Bitte bestätige zuerst deine E-Mail-Adresse',
    });
    vi.stubGlobal('fetch', fetch);
    signIn('anna@hotel.test');
    fireEvent.click(await screen.findByRole('button', { name: 'Bestätigungslink erneut senden' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Wir haben dir einen neuen Link geschickt. Bitte sieh in deinem Posteingang (und im Spam-Ordner) nach.',
    );
    const [call] = fetch.mock.calls.filter(([url]) => url === '/api/auth/send-verification-email');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ email: 'anna@hotel.test' });
  });

  it('offers nothing of the kind for a wrong password', async () => {
    vi.stubGlobal(
      'fetch',
      server({ status: 401, code: 'unauthenticated', message: 'Ungültige E-Mail oder Passwort' }),
    );
    signIn('anna@hotel.test');
    expect((await screen.findByRole('alert')).textContent).toBe('Ungültige E-Mail oder Passwort');
    expect(screen.queryByRole('button', { name: 'Bestätigungslink erneut senden' })).toBeNull();
  });

  // Issue 31, point 16: the spec's sign-in errors are German, so the page around them is German too.
  it('speaks German around the spec’s German sign-in error', async () => {
    vi.stubGlobal(
      'fetch',
      server({ status: 401, code: 'unauthenticated', message: 'Ungültige E-Mail oder Passwort' }),
    );
    signIn('anna@hotel.test');
    await screen.findByRole('alert');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Anmelden');
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Registrieren' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Sign in|Password|Forgot|Welcome/);
  });

  it('says a rate-limited sign-in in German, not in the server’s English', async () => {
    vi.stubGlobal(
      'fetch',
      server({
        status: 429,
        code: 'rateLimited',
        message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
      }),
    );
    signIn('anna@hotel.test');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Zu viele Anmeldeversuche. Bitte warte ein paar Minuten und versuche es dann erneut.',
    );
  });
});
