import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvitationPreview } from '@common/teams/schemas';
import { storageKeys } from '@web/lib/storage-keys';
import { InvitationPage } from './invitation-page';

const token = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCD';
const invitation: InvitationPreview = {
  email: 'anna@example.com',
  role: 'editor',
  hotels: ['Hotel Seeblick'],
  allHotels: false,
  chainName: null,
  invitedBy: 'Olga Owner',
  expiresAt: '2026-03-08T09:00:00.000Z',
};

const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

interface ServerOptions {
  /** Who is signed in at first; a sign-in signs `anna@example.com` in. */
  user?: { email: string } | null;
  /** The sign-in's refusal, if it is refused. */
  signInRefusal?: Response;
  invitationAnswer?: Response;
  acceptAnswer?: () => Response;
}

/** The invitation's server: the link's read, the session, sign-up, sign-in, sign-out and the acceptance. */
function stubServer({ user = null, signInRefusal, invitationAnswer, acceptAnswer }: ServerOptions = {}) {
  let signedIn = user ? { id: 'u1', name: '', emailVerified: true, ...user } : null;
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === `/api/invitations/${token}`) return invitationAnswer ?? answer(200, { invitation });
    if (url === '/api/session') return answer(200, { user: signedIn });
    if (url === '/api/auth/sign-up/email') return answer(200, { token: null });
    if (url === '/api/auth/sign-in/email') {
      if (signInRefusal) return signInRefusal;
      signedIn = { id: 'u1', name: '', emailVerified: true, email: 'anna@example.com' };
      return answer(200, { redirect: false });
    }
    if (url === '/api/auth/sign-out') {
      signedIn = null;
      return answer(200, { success: true });
    }
    if (url === `/api/invitations/${token}/accept` && init?.method === 'POST')
      return acceptAnswer ? acceptAnswer() : answer(200, { hotelId: 'h1' });
    return answer(200, { google: false });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const posts = (fetch: ReturnType<typeof stubServer>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => [url, init?.body ? JSON.parse(String(init.body)) : undefined]);

function stubNavigation() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

function renderPage(search = `?token=${token}`) {
  render(
    <MemoryRouter initialEntries={[`/invitation${search}`]}>
      <InvitationPage />
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('InvitationPage', () => {
  it('says so when the link does not work, without more', async () => {
    stubServer({
      invitationAnswer: answer(404, {
        error: { code: 'notFound', message: 'This invitation link is invalid or has expired.' },
      }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'This invitation cannot be used' })).toBeTruthy();
    expect(screen.getByText('This invitation link is invalid or has expired.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('shows the invitation and signs a new person up with the invited address, the link coming back here', async () => {
    const fetch = stubServer();
    renderPage();
    expect(
      await screen.findByText('Olga Owner invited you to work on Hotel Seeblick as Editor.'),
    ).toBeTruthy();
    expect(
      screen.getByText(/This invitation is for anna@example\.com and valid until 8 Mar 2026/),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign up' }).getAttribute('aria-pressed')).toBe('true');
    const email = screen.getByLabelText('E-mail') as HTMLInputElement;
    expect(email.value).toBe('anna@example.com');
    expect(email.readOnly).toBe(true);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct-horse-battery' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    // The name is asked too: the team sees it.
    expect(await screen.findByText('Please enter your name')).toBeTruthy();
    expect(posts(fetch)).toEqual([]);
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: ' Anna Berg ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Check your inbox')).toBeTruthy();
    expect(
      screen.getByText(
        'We sent a confirmation link to anna@example.com. Open it: it brings you back here to sign in and join the team.',
      ),
    ).toBeTruthy();
    expect(posts(fetch)).toEqual([
      [
        '/api/auth/sign-up/email',
        {
          email: 'anna@example.com',
          password: 'correct-horse-battery',
          name: 'Anna Berg',
          invitation: token,
        },
      ],
    ]);
  });

  it('back from the confirmation, signs in and joins at once, opening the dashboard with the hotel active', async () => {
    const fetch = stubServer();
    const assign = stubNavigation();
    renderPage(`?token=${token}&confirmed=1`);
    expect(
      await screen.findByText('Your e-mail address is confirmed. Sign in to join the team.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('anna@example.com');
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct-horse-battery' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in and join' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard'));
    expect(window.localStorage.getItem(storageKeys.activeHotelId)).toBe('h1');
    expect(posts(fetch)).toEqual([
      [
        '/api/auth/sign-in/email',
        {
          email: 'anna@example.com',
          password: 'correct-horse-battery',
          invitation: token,
        },
      ],
      [`/api/invitations/${token}/accept`, undefined],
    ]);
  });

  it('says in its own words that an unconfirmed address was sent a new link', async () => {
    stubServer({
      signInRefusal: answer(403, {
        error: { code: 'forbidden', message: 'Bitte bestätige zuerst deine E-Mail-Adresse' },
      }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct-horse-battery' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in and join' }));
    expect(
      await screen.findByText(
        'Your e-mail address is not confirmed yet. We sent you a new confirmation link: open it, and it brings you back here.',
      ),
    ).toBeTruthy();
  });

  it('lets the invited account join with one click, and shows why it failed', async () => {
    let refuse = true;
    stubServer({
      user: { email: 'Anna@Example.com' },
      acceptAnswer: () =>
        refuse
          ? answer(404, {
              error: { code: 'notFound', message: 'This invitation link is invalid or has expired.' },
            })
          : answer(200, { hotelId: 'h1' }),
    });
    const assign = stubNavigation();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Join the team' }));
    expect(await screen.findByText('This invitation link is invalid or has expired.')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Join the team' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard'));
  });

  it('tells another signed-in account whose invitation it is, and lets them sign out', async () => {
    const fetch = stubServer({ user: { email: 'olga@example.com' } });
    renderPage();
    expect(
      await screen.findByText(
        'You are signed in as olga@example.com, but this invitation is for anna@example.com. Sign out, then sign in with the invited address.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join the team' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign up' })).toBeTruthy();
    expect(posts(fetch).map(([url]) => url)).toEqual(['/api/auth/sign-out']);
  });
});
