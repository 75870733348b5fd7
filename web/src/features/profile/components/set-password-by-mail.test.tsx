import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SetPasswordByMail } from './set-password-by-mail';

describe('SetPasswordByMail', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('explains that a Google account has no password and mails a link to set one', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response(JSON.stringify({ status: true }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    render(<SetPasswordByMail email="anna@hotel.test" />);
    expect(screen.getByText(/You sign in with Google, so your account has no password/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'E-mail me a link to set a password' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'We sent a link to anna@hotel.test. Open it to choose your password.',
    );
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/auth/request-password-reset');
    expect(JSON.parse(fetch.mock.calls[0]?.[1].body)).toEqual({ email: 'anna@hotel.test' });
  });
});
