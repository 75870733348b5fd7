import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@common/profile/schemas';
import { teamTexts } from '@common/teams/texts';
import { DeleteAccountDialog } from './delete-account-dialog';
import { testProfile } from '../testing/profile-fixtures';

const profile = testProfile;

function renderDialog(shown: Profile = profile) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DeleteAccountDialog profile={shown} open onOpenChange={vi.fn()} />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Delete Account' });
  return {
    dialog,
    button: within(dialog).getByRole('button', { name: 'Delete Account' }) as HTMLButtonElement,
  };
}

describe('DeleteAccountDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the password before it can delete', async () => {
    const body = { error: { code: 'forbidden', message: 'Invalid password' } };
    const fetch = vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status: 403 }));
    vi.stubGlobal('fetch', fetch);
    const { dialog, button } = renderDialog();
    expect(within(dialog).getByText(/the hotels you own and their content/)).toBeTruthy();
    expect(button.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'wrong-password' } });
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Invalid password');
    expect(JSON.parse(fetch.mock.calls[0]?.[1].body)).toEqual({ password: 'wrong-password' });
  });

  it('asks an account without a password for its e-mail address, then clears the browser and leaves', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    window.localStorage.setItem('hcs.activeHotelId', 'a');
    window.sessionStorage.setItem('hcs.redirectPending', '1');
    const { dialog, button } = renderDialog({ ...profile, hasPassword: false });
    expect(within(dialog).queryByLabelText('Password')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('E-mail address'), {
      target: { value: 'anna@hotel.test' },
    });
    fireEvent.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(JSON.parse(fetch.mock.calls[0]?.[1].body)).toEqual({ email: 'anna@hotel.test' });
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('says why an owner whose hotel others work on cannot delete, and stays', async () => {
    const message = teamTexts.handOverFirst('Seehotel Rosa');
    const body = { error: { code: 'conflict', message } };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status: 409 })));
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { dialog, button } = renderDialog();
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'secret-password' } });
    fireEvent.click(button);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'You own Seehotel Rosa, which other members work on. Hand over ownership or delete the hotel first.',
    );
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Delete Account' })).toBeTruthy();
  });

  it('explains a failure without a specific reason', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{}', { status: 500 })));
    const { dialog, button } = renderDialog();
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'secret-password' } });
    fireEvent.click(button);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Failed to delete account. Please try again.',
    );
  });
});
