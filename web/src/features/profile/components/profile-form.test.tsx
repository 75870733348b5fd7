import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileUpdatedEvent } from '../profile-events';
import { ProfileForm } from './profile-form';
import { answer, testProfile } from '../testing/profile-fixtures';

const profile = testProfile;

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ProfileForm profile={profile} />
    </QueryClientProvider>,
  );
}

describe('ProfileForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the e-mail address read-only', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderForm();
    const email = screen.getByLabelText('E-mail') as HTMLInputElement;
    expect(email.value).toBe('anna@hotel.test');
    expect(email.readOnly).toBe(true);
  });

  it('shows the stored phone number in the international format', () => {
    vi.stubGlobal('fetch', vi.fn());
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ProfileForm profile={{ ...profile, phone: '+498821123456' }} />
      </QueryClientProvider>,
    );
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('+49 8821 123456');
  });

  it('refuses a phone number with anything but digits, spaces and a leading +', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderForm();
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+49 abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Phone numbers may contain digits, spaces and a leading + only.'),
    ).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('saves, tells the top bar and confirms', async () => {
    const fetch = vi.fn().mockResolvedValue(answer(200, { profile: { ...profile, phone: '49171' } }));
    vi.stubGlobal('fetch', fetch);
    const announced = vi.fn();
    window.addEventListener(profileUpdatedEvent, announced);
    renderForm();
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '49171' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Changes saved')).toBeTruthy();
    expect(JSON.parse(fetch.mock.calls[0]?.[1].body)).toEqual({
      firstName: 'Anna',
      lastName: 'Berg',
      phone: '49171',
    });
    expect(announced).toHaveBeenCalled();
    window.removeEventListener(profileUpdatedEvent, announced);
  });

  it('says so when saving fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(answer(500, { error: { code: 'internal', message: 'x' } })),
    );
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to save changes'));
  });
});
