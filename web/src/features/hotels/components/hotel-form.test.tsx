import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@web/lib/api-client';
import { emptyHotelForm, HotelForm } from './hotel-form';

function renderForm(onSave = vi.fn().mockResolvedValue(undefined), onDone = vi.fn()) {
  render(
    <HotelForm
      defaultValues={emptyHotelForm}
      submitLabel="Add Hotel"
      failureText="Failed to add hotel. Please try again."
      onSave={onSave}
      onDone={onDone}
      onCancel={vi.fn()}
    />,
  );
  return { onSave, onDone };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const saveButton = () => screen.getByRole('button', { name: 'Add Hotel' }) as HTMLButtonElement;

function fillRequired() {
  type('Name', 'Hotel Adler');
  type('Website', 'hotel-adler.test');
  type('Address', 'Seestraße 1');
  type('City', 'Lindau');
  type('Country', 'DE');
}

describe('HotelForm', () => {
  it('enables saving only once name, website, address, city and country are filled', () => {
    renderForm();
    expect(saveButton().disabled).toBe(true);
    type('Name', 'Hotel Adler');
    type('Website', 'hotel-adler.test');
    type('Address', 'Seestraße 1');
    type('City', 'Lindau');
    expect(saveButton().disabled).toBe(true);
    type('Country', 'DE');
    expect(saveButton().disabled).toBe(false);
  });

  it('names its fields as onboarding does, and offers the countries by English and German name', () => {
    renderForm();
    expect(screen.getByLabelText('Address')).toBeTruthy();
    expect(screen.queryByLabelText('Street')).toBeNull();
    const country = screen.getByLabelText('Country') as HTMLSelectElement;
    expect(country.tagName).toBe('SELECT');
    expect(country.value).toBe('');
    const labels = Array.from(country.options).map((option) => option.text);
    expect(labels).toContain('Germany (Deutschland)');
    expect(labels).toContain('Austria (Österreich)');
    expect(labels).toContain('France (Frankreich)');
    // Sorted by English name, after the prompt.
    expect(labels.indexOf('Austria (Österreich)')).toBeLessThan(labels.indexOf('Germany (Deutschland)'));
    expect(country.options.length).toBe(250);
  });

  it('shows a country kept as free text and asks for one from the list', () => {
    render(
      <HotelForm
        defaultValues={{ ...emptyHotelForm, name: 'Alt', website: 'alt.test', address: 'Weg 1', city: 'Ort' }}
        storedCountry="Bavaria"
        submitLabel="Save Changes"
        failureText="Failed to update hotel. Please try again."
        onSave={vi.fn()}
        onDone={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByText("Saved as 'Bavaria': please choose it from the list.")).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers the eight categories and starts at Business Hotel', () => {
    renderForm();
    const category = screen.getByLabelText('Category') as HTMLSelectElement;
    expect(category.value).toBe('business');
    expect(Array.from(category.options).map((option) => option.text)).toEqual([
      'Business Hotel',
      'Family Hotel',
      'Luxury Hotel',
      'Beach Resort',
      'Mountain Hotel',
      'Wellness Hotel',
      'City Hotel',
      'Other',
    ]);
  });

  it('prepends https:// to the website, leaves out an empty postal code, then closes after the pause', async () => {
    const { onSave, onDone } = renderForm();
    fillRequired();
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'wellness' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith({
      name: 'Hotel Adler',
      website: 'https://hotel-adler.test',
      category: 'wellness',
      address: 'Seestraße 1',
      city: 'Lindau',
      country: 'DE',
      // The contact facts are sent empty, so that clearing one in Edit Hotel clears it.
      phone: '',
      reservationsEmail: '',
      starRating: null,
    });
    expect(onDone).not.toHaveBeenCalled();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('keeps a website that already has its scheme', async () => {
    const { onSave } = renderForm();
    fillRequired();
    type('Website', 'http://hotel-adler.test');
    type('Postal code', '88131');
    fireEvent.click(saveButton());
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      website: 'http://hotel-adler.test',
      postalCode: '88131',
    });
  });

  it("shows the server's specific reason, or the spec's text for a server fault", async () => {
    const onSave = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(403, 'forbidden', 'Only hotel chains can add more hotels.'))
      .mockRejectedValueOnce(new ApiError(500, 'internal', 'Something went wrong. Please try again.'));
    const { onDone } = renderForm(onSave);
    fillRequired();
    fireEvent.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Only hotel chains can add more hotels.');
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Failed to add hotel. Please try again.'),
    );
    expect(onDone).not.toHaveBeenCalled();
  });

  it('takes the optional phone, reservations e-mail and star rating', async () => {
    const { onSave } = renderForm();
    fillRequired();
    type('Phone', '08382 12345');
    type('Reservations e-mail', 'booking@hotel-adler.test');
    const stars = screen.getByLabelText('Star rating') as HTMLSelectElement;
    expect(Array.from(stars.options).map((option) => option.text)).toEqual([
      'No official rating',
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    expect(stars.value).toBe('');
    fireEvent.change(stars, { target: { value: '4' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      phone: '08382 12345',
      reservationsEmail: 'booking@hotel-adler.test',
      starRating: 4,
    });
  });

  it('shows what is wrong with the phone and the e-mail under their fields, and does not save', async () => {
    const { onSave } = renderForm();
    fillRequired();
    type('Phone', '12');
    type('Reservations e-mail', 'booking at adler');
    fireEvent.click(saveButton());
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeTruthy();
    expect(
      screen.getByText(
        'Please enter a valid phone number: with + and the country code (for example +49 8821 123456), or as a number in Germany.',
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows the server's field message under the phone", async () => {
    const message = 'Phone numbers may contain digits, spaces and a leading + only.';
    const onSave = vi.fn().mockRejectedValue(new ApiError(400, 'validation', message, { phone: message }));
    renderForm(onSave);
    fillRequired();
    type('Phone', '+49 8382 12345');
    fireEvent.click(saveButton());
    await waitFor(() => expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
  });
});
