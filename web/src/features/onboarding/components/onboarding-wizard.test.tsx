import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@web/lib/storage-keys';
import { fakeApi, renderOnboarding } from '../testing/render-onboarding';

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const type = (label: string, value: string, scope: HTMLElement = document.body) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
const valueOf = (label: string, scope: HTMLElement = document.body) =>
  (within(scope).getByLabelText(label) as HTMLInputElement).value;
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
/** Focus moves to the new step's heading, so screen readers announce the step. */
async function expectStepFocused(name: string) {
  const element = await heading(name);
  await waitFor(() => expect(document.activeElement).toBe(element));
}

describe('onboarding wizard', () => {
  afterEach(() => vi.unstubAllGlobals());

  // A whole walk through five steps: longer than the 5 s default on a busy two-core machine.
  it('enables Continue only on valid steps and keeps the values when going back', async () => {
    const api = fakeApi();
    renderOnboarding();

    await expectStepFocused('Personal Information');
    expect(screen.getByText('Step 1 of 6')).toBeTruthy();
    expect(button('Continue').disabled).toBe(true);
    type('First name', 'Anna');
    type('Last name', 'Berg');
    type('Phone', '+49 abc');
    expect(screen.getByText('Phone numbers may contain digits, spaces and a leading + only.')).toBeTruthy();
    expect(button('Continue').disabled).toBe(true);
    type('Phone', '+49 8821 123456');
    // Kept as typed, '+' and spaces included; the server stores it in E.164.
    expect(valueOf('Phone')).toBe('+49 8821 123456');
    expect(button('Continue').disabled).toBe(false);
    fireEvent.click(button('Continue'));

    await expectStepFocused('Select hotel type');
    expect(api.sent('PUT', '/api/profile')).toEqual([
      { firstName: 'Anna', lastName: 'Berg', phone: '+49 8821 123456', phoneRegion: expect.any(String) },
    ]);
    expect(api.sent('PUT', '/api/onboarding/progress').at(-1)?.step).toBe('hotel-type');
    expect(button('Continue').disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Hotel chain' }));
    // Marked required for a chain, and so it is: Continue waits for it, and leaving it empty says why.
    expect((screen.getByLabelText('Chain name') as HTMLInputElement).required).toBe(true);
    fireEvent.blur(screen.getByLabelText('Chain name'));
    expect(screen.getByText('Chain name is required')).toBeTruthy();
    expect(button('Continue').disabled).toBe(true);
    type('Chain name', 'Alpen Hotels');
    expect(screen.queryByText('Chain name is required')).toBeNull();
    type('Website', 'alpen.example');
    fireEvent.click(button('Continue'));

    await heading('Add your hotels');
    const first = screen.getByRole('group', { name: 'Location 1' });
    expect(valueOf('Name', first)).toBe('Alpen Hotels');
    expect(within(first).queryByRole('button', { name: 'Remove location' })).toBeNull();
    expect(button('Continue').disabled).toBe(true);
    type('Address', 'Weg 1', first);
    type('City', 'Innsbruck', first);
    const country = within(first).getByLabelText('Country') as HTMLSelectElement;
    expect(country.tagName).toBe('SELECT');
    expect(within(country).getByRole('option', { name: 'Austria (Österreich)' })).toBeTruthy();
    type('Country', 'AT', first);
    expect(button('Continue').disabled).toBe(false);
    fireEvent.click(button('Add Hotel'));
    const second = screen.getByRole('group', { name: 'Location 2' });
    expect(button('Continue').disabled).toBe(true);
    fireEvent.click(within(second).getByRole('button', { name: 'Remove location' }));
    expect(screen.queryByRole('group', { name: 'Location 2' })).toBeNull();
    fireEvent.click(button('Continue'));

    await heading('Choose hotel category');
    expect(button('Continue').disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Business Hotel' }));
    expect(button('Continue').disabled).toBe(false);

    fireEvent.click(button('Back'));
    await heading('Add your hotels');
    expect(valueOf('City', screen.getByRole('group', { name: 'Location 1' }))).toBe('Innsbruck');
    fireEvent.click(button('Back'));
    await heading('Select hotel type');
    expect((screen.getByRole('radio', { name: 'Hotel chain' }) as HTMLInputElement).checked).toBe(true);
    expect(valueOf('Chain name')).toBe('Alpen Hotels');
    fireEvent.click(button('Back'));
    await heading('Personal Information');
    expect(valueOf('First name')).toBe('Anna');
    expect(button('Back').disabled).toBe(true);
  }, 15_000);

  it('creates the hotels, skips the import and finishes with Subscribe later', async () => {
    const draft = {
      hotelType: 'individual' as const,
      hotelName: 'Hotel Adler',
      hotelWebsite: 'adler.example',
      locations: [
        // Saved before countries were chosen from a list: the name still counts as Germany.
        { id: 'l1', name: 'Hotel Adler', address: 'Hauptstr. 1', city: 'Berlin', country: 'Germany' },
      ],
    };
    const api = fakeApi({
      onboarding: { step: 'category', draft },
      profile: { firstName: 'Anna', lastName: 'Berg' },
    });
    window.localStorage.setItem(storageKeys.pendingPlan, 'tier_50');
    renderOnboarding();

    await heading('Choose hotel category');
    expect(screen.getByText('Step 4 of 6')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'City Hotel' }));
    fireEvent.click(button('Continue'));

    await heading('Import your property');
    expect(api.sent('POST', '/api/onboarding/hotels')).toEqual([
      {
        hotelType: 'individual',
        hotelName: 'Hotel Adler',
        hotelWebsite: 'https://adler.example',
        category: 'city',
        locations: [{ name: 'Hotel Adler', address: 'Hauptstr. 1', city: 'Berlin', country: 'DE' }],
      },
    ]);
    expect(window.localStorage.getItem(storageKeys.activeHotelId)).toBe('hotel-1');
    // This server has no marketplace API configured: the step offers the import from the hotel's own website,
    // its address as entered on the hotel step, and no marketplace field.
    const website = (await screen.findByLabelText('Your website')) as HTMLInputElement;
    expect(website.value).toBe('https://adler.example');
    expect(button('Import from your website').disabled).toBe(false);
    expect(screen.queryByLabelText('Booking.com property URL')).toBeNull();
    expect(screen.getByText(/from your own website/)).toBeTruthy();
    const progress = within(screen.getByRole('list', { name: 'Import progress' })).getAllByRole('listitem');
    expect(progress.map((item) => item.textContent)).toEqual([
      'Hotel InformationPending',
      'Images & AssetsPending',
      'Room DataPending',
      'Features & AmenitiesPending',
    ]);
    fireEvent.click(button('Skip for now'));

    await heading('Subscription');
    expect(screen.getByText('Small (50)')).toBeTruthy();
    type('Number of rooms', '120');
    expect(screen.getByText('Medium (150)')).toBeTruthy();
    expect(screen.getByText('Beliebt')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Medium' }) as HTMLInputElement).checked).toBe(true);
    // The count is saved (and the server writes it to the hotel) without a Continue.
    await waitFor(() =>
      expect(api.sent('PUT', '/api/onboarding/progress').at(-1)).toMatchObject({
        step: 'subscription',
        draft: { roomCount: 120 },
      }),
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Large Unlimited' }));
    expect((screen.getByRole('radio', { name: 'Large Unlimited' }) as HTMLInputElement).checked).toBe(true);
    // A pick that differs from the suggestion says so, and the suggestion is one click away.
    expect(screen.getByText('You chose Large Unlimited instead.')).toBeTruthy();
    fireEvent.click(button('Use Medium'));
    expect((screen.getByRole('radio', { name: 'Medium' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText(/You chose/)).toBeNull();
    type('Number of rooms', '-4');
    expect(screen.getByText('The number of rooms cannot be negative.')).toBeTruthy();
    type('Number of rooms', '12 rooms');
    expect(
      screen.getByText('Please enter the number of rooms as a whole number, for example 42.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Large Unlimited' }));
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    fireEvent.click(button('Subscribe later'));

    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(api.sent('POST', '/api/onboarding/complete')).toHaveLength(1);
    expect(window.localStorage.getItem(storageKeys.pendingPlan)).toBeNull();
    expect(window.localStorage.getItem(storageKeys.onboardingInProgress)).toBeNull();
    expect(window.localStorage.getItem(storageKeys.onboardingCompleted)).toBe('true');
  });

  it('stays on the personal step with the spec text when saving the profile fails', async () => {
    fakeApi({ profileSaveStatus: 500, profile: { firstName: 'Anna', lastName: 'Berg' } });
    renderOnboarding();
    await heading('Personal Information');
    expect(valueOf('Last name')).toBe('Berg');
    fireEvent.click(button('Continue'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to save personal information. Please try again.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Personal Information' })).toBeTruthy();
  });
});
