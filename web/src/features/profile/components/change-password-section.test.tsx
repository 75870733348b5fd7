import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChangePasswordSection } from './change-password-section';
import { answer } from '../testing/profile-fixtures';

function renderSection() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ChangePasswordSection />
    </QueryClientProvider>,
  );
  const fill = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  return { fill, submit };
}

describe('ChangePasswordSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the new password like sign-up and the repetition before sending anything', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { fill, submit } = renderSection();
    fill('Current password', 'old-secret-1');
    fill('New password', 'short');
    fill('Confirm new password', 'different');
    submit();
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    fill('New password', 'a-brand-new-secret');
    submit();
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows a wrong current password under its field', async () => {
    const message = 'Your current password is not correct.';
    const fetch = vi
      .fn()
      .mockResolvedValue(
        answer(400, { error: { code: 'validation', message, fields: { currentPassword: message } } }),
      );
    vi.stubGlobal('fetch', fetch);
    const { fill, submit } = renderSection();
    fill('Current password', 'wrong-guess');
    fill('New password', 'a-brand-new-secret');
    fill('Confirm new password', 'a-brand-new-secret');
    submit();
    await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThan(0));
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(JSON.parse(fetch.mock.calls[0]?.[1].body)).toEqual({
      currentPassword: 'wrong-guess',
      newPassword: 'a-brand-new-secret',
    });
  });

  it('says the password changed and that other devices are signed out, and empties the fields', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(200, { user: {} })));
    const { fill, submit } = renderSection();
    fill('Current password', 'old-secret-1');
    fill('New password', 'a-brand-new-secret');
    fill('Confirm new password', 'a-brand-new-secret');
    submit();
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your password has been changed. Other devices where you were signed in are signed out.',
    );
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('');
  });
});
