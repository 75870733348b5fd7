import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@common/profile/schemas';
import { ChangeEmailSection } from './change-email-section';
import { answer, testProfile } from '../testing/profile-fixtures';

const profile = testProfile;

function renderSection(shown: Profile = profile) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ChangeEmailSection profile={shown} />
    </QueryClientProvider>,
  );
  const fill = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
  return { fill, submit };
}

describe('ChangeEmailSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks a password account for its password and says where the link went', async () => {
    const fetch = vi.fn().mockResolvedValue(answer(200, { status: true }));
    vi.stubGlobal('fetch', fetch);
    const { fill, submit } = renderSection();
    fill('New e-mail address', 'anna.new@hotel.test');
    submit();
    expect(await screen.findByText('Enter your password to confirm')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    fill('Password', 'my-secret-1');
    submit();
    const note = await screen.findByRole('status');
    expect(note.textContent).toBe(
      'We sent a confirmation link to anna.new@hotel.test. Open it to change your address; until then you keep signing in with anna@hotel.test.',
    );
    expect(JSON.parse(fetch.mock.calls[0]?.[1].body)).toEqual({
      newEmail: 'anna.new@hotel.test',
      password: 'my-secret-1',
    });
  });

  it('shows a taken address under the field', async () => {
    const message = 'This e-mail address is already in use. Please choose another one.';
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          answer(409, { error: { code: 'conflict', message, fields: { newEmail: message } } }),
        ),
    );
    const { fill, submit } = renderSection();
    fill('New e-mail address', 'ben@hotel.test');
    fill('Password', 'my-secret-1');
    submit();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText('New e-mail address').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('refuses a malformed address without asking the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { fill, submit } = renderSection();
    fill('New e-mail address', 'not-an-email');
    fill('Password', 'my-secret-1');
    submit();
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends an account without a password (Google) with the address alone', async () => {
    const fetch = vi.fn().mockResolvedValue(answer(200, { status: true }));
    vi.stubGlobal('fetch', fetch);
    const { fill, submit } = renderSection({ ...profile, hasPassword: false });
    expect(screen.queryByLabelText('Password')).toBeNull();
    fill('New e-mail address', 'anna.new@hotel.test');
    submit();
    await screen.findByRole('status');
    expect(JSON.parse(fetch.mock.calls[0]?.[1].body)).toEqual({ newEmail: 'anna.new@hotel.test' });
  });
});
