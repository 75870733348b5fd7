import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportRunView } from '@common/import/schemas';
import {
  importHalfway,
  importItems,
  importRun,
  importSucceeded,
} from '@web/features/property-import/testing/import-fixtures';
import { fakeApi, renderOnboarding, roomRow, type FakeApiOptions } from '../testing/render-onboarding';

const draft = {
  hotelType: 'individual' as const,
  hotelName: 'Hotel Adler',
  category: 'city' as const,
  roomCount: 0,
  locations: [{ id: 'l1', name: 'Hotel Adler', address: 'Hauptstr. 1', city: 'Berlin', country: 'Germany' }],
};
const adler = { id: 'hotel-1', name: 'Hotel Adler' };
const address = 'https://www.booking.com/hotel/de/adler.de.html?checkin=2025-06-01';

/** The wizard reopened at the import step, the hotel created and the import configured on the server. */
async function openImportStep(options: FakeApiOptions = {}) {
  const api = fakeApi({
    onboarding: { step: 'import', hasHotels: true, draft },
    profile: { firstName: 'Anna', lastName: 'Berg' },
    hotels: [adler],
    propertyImport: true,
    ...options,
  });
  renderOnboarding();
  await screen.findByRole('heading', { level: 1, name: 'Import your property' });
  return api;
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const urlField = () => screen.getByLabelText('Booking.com property URL') as HTMLInputElement;
const item = (label: string) =>
  within(screen.getByRole('list', { name: 'Import progress' }))
    .getAllByRole('listitem')
    .find((candidate) => candidate.textContent?.startsWith(label))!;

async function startImport(url = address) {
  await waitFor(() => expect(urlField().disabled).toBe(false));
  fireEvent.change(urlField(), { target: { value: url } });
  fireEvent.click(button('Import'));
}

const failedRun = (): ImportRunView =>
  importRun({
    status: 'failed',
    error: 'Hotel not found. Please check the URL and try again.',
    // As the server ends a failed run: the parts that had not started are skipped (issue 31, point 10).
    items: importItems({
      hotel: { status: 'error', percent: 10, message: 'Import failed' },
      images: { status: 'skipped' },
      rooms: { status: 'skipped' },
      features: { status: 'skipped' },
    }),
    finishedAt: '2025-05-01T10:00:05.000Z',
  });

describe('onboarding import step', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps Import disabled while the address is blank and tells a wrong address at the field, unsent', async () => {
    const api = await openImportStep();
    await waitFor(() => expect(urlField().disabled).toBe(false));
    expect(button('Import').disabled).toBe(true);
    expect(urlField().getAttribute('placeholder')).toBe('https://www.booking.com/hotel/...');
    fireEvent.change(urlField(), { target: { value: '   ' } });
    expect(button('Import').disabled).toBe(true);

    await startImport('https://booking.com.example.net/hotel/de/adler.html');
    expect(await screen.findByText('Please enter a valid Booking.com property URL.')).toBeTruthy();
    expect(urlField().getAttribute('aria-invalid')).toBe('true');
    expect(api.sent('POST', '/api/hotels/hotel-1/import')).toEqual([]);
    // Typing again clears the complaint.
    fireEvent.change(urlField(), { target: { value: address } });
    expect(screen.queryByText('Please enter a valid Booking.com property URL.')).toBeNull();
  });

  it("shows the server's refusal of the address at the field too", async () => {
    await openImportStep({
      importRefusal: {
        status: 400,
        code: 'validation',
        message: 'Please enter a valid Booking.com property URL.',
        fields: { url: 'Please enter a valid Booking.com property URL.' },
      },
    });
    await startImport();
    expect(await screen.findByText('Please enter a valid Booking.com property URL.')).toBeTruthy();
    expect(urlField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('follows a run to success, shows the result and rooms, and continues with the plan the rooms suggest', async () => {
    const api = await openImportStep({
      importStates: [importRun(), importHalfway(), importSucceeded()],
      rooms: [
        roomRow('room-1', 'Doppelzimmer Deluxe', 'double'),
        roomRow('room-2', 'Familienzimmer', 'other'),
      ],
    });
    expect(button('Skip for now')).toBeTruthy();
    await startImport();

    expect(api.sent('POST', '/api/hotels/hotel-1/import')).toEqual([
      { url: 'https://www.booking.com/hotel/de/adler.de.html' },
    ]);
    const bar = await screen.findByRole('progressbar', { name: 'Images & Assets' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(item('Images & Assets').textContent).toContain('40%');
    expect(item('Images & Assets').textContent).toContain('8 of 20 photos');
    expect(item('Hotel Information').textContent).toContain('Done');
    expect(item('Room Data').textContent).toContain('Pending');
    expect(button('Importing...').disabled).toBe(true);

    expect(await screen.findByText('Imported Hotel Adler')).toBeTruthy();
    expect(screen.getByText('20 photos imported')).toBeTruthy();
    expect(screen.getByText('4 rooms added')).toBeTruthy();
    expect(screen.getByText('12 features')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    const rooms = screen.getByRole('region', { name: 'Your rooms' });
    const listed = await within(rooms).findAllByRole('listitem');
    expect(listed.map((room) => room.textContent)).toEqual([
      'Doppelzimmer DeluxeDouble',
      'FamilienzimmerOther',
    ]);
    expect(screen.queryByRole('button', { name: 'Skip for now' })).toBeNull();
    // The hotel is read again once the import has changed it.
    await waitFor(() => expect(api.sent('GET', '/api/hotels').length).toBeGreaterThan(1));

    // Saving a room in its dialog keeps the wizard where it is.
    fireEvent.click(within(rooms).getByRole('button', { name: 'Add Room' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Room' });
    fireEvent.change(within(dialog).getByLabelText('Room name'), { target: { value: 'Turmzimmer' } });
    fireEvent.submit(within(dialog).getByLabelText('Room name').closest('form')!);
    expect(await within(rooms).findByText('Turmzimmer')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Import your property' })).toBeTruthy();

    fireEvent.click(button('Continue'));
    await screen.findByRole('heading', { level: 1, name: 'Subscription' });
    expect((screen.getByLabelText('Number of rooms') as HTMLInputElement).value).toBe('4');
    expect(screen.getByText('Small (50)')).toBeTruthy();
    expect(api.sent('PUT', '/api/onboarding/progress').at(-1)).toMatchObject({
      step: 'subscription',
      draft: { roomCount: 4 },
    });
  });

  it("shows a failed run's reason and its failed item, and lets the user try again or skip", async () => {
    await openImportStep({ importStates: [importRun(), failedRun()] });
    await startImport();

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Hotel not found. Please check the URL and try again.',
    );
    expect(item('Hotel Information').textContent).toContain('Import failed');
    expect(item('Images & Assets').textContent).toContain('Skipped');
    expect(screen.queryByText('Pending')).toBeNull();
    expect(button('Import').disabled).toBe(false);
    expect(button('Skip for now')).toBeTruthy();
  });

  it("clears the old run's error and progress as soon as the user tries again", async () => {
    await openImportStep({ latestImport: failedRun() });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Hotel not found. Please check the URL and try again.',
    );
    // A new attempt with a mistyped address: only the field's refusal is shown, not the old run's reason.
    await startImport('https://example.com/not-a-hotel');
    expect(await screen.findByText('Please enter a valid Booking.com property URL.')).toBeTruthy();
    expect(screen.queryByText('Hotel not found. Please check the URL and try again.')).toBeNull();
    expect(item('Hotel Information').textContent).not.toContain('Import failed');
  });

  it("shows the latest import's state after a reload: its address, result and Continue", async () => {
    const api = await openImportStep({ latestImport: importSucceeded(), rooms: [] });
    expect(await screen.findByText('Imported Hotel Adler')).toBeTruthy();
    expect(urlField().value).toBe('https://www.booking.com/hotel/de/adler.html');
    expect(await screen.findByText('No rooms added yet')).toBeTruthy();
    fireEvent.click(button('Continue'));
    await screen.findByRole('heading', { level: 1, name: 'Subscription' });
    expect((screen.getByLabelText('Number of rooms') as HTMLInputElement).value).toBe('4');
    expect(api.sent('GET', '/api/hotels/hotel-1/import/import-1')).toEqual([]);
  });

  it('picks up an import already running for the hotel instead of starting a second', async () => {
    const api = await openImportStep({
      importRefusal: {
        status: 409,
        code: 'conflict',
        message: 'An import is already running for this hotel. Please wait until it has finished.',
      },
      importStates: [importHalfway()],
    });
    await startImport();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An import is already running for this hotel. Please wait until it has finished.',
    );
    const bar = await screen.findByRole('progressbar', { name: 'Images & Assets' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(button('Importing...').disabled).toBe(true);
    expect(api.sent('POST', '/api/hotels/hotel-1/import')).toHaveLength(1);
  });

  it('lets a chain choose which of its hotels the import goes into, the first by default', async () => {
    const api = await openImportStep({
      hotels: [adler, { id: 'hotel-2', name: 'Hotel Adler Süd' }],
      importStates: [importRun({ hotelId: 'hotel-2' })],
    });
    const target = (await screen.findByLabelText('Import into')) as HTMLSelectElement;
    expect(target.value).toBe('hotel-1');
    expect([...target.options].map((option) => option.text)).toEqual(['Hotel Adler', 'Hotel Adler Süd']);
    fireEvent.change(target, { target: { value: 'hotel-2' } });
    await startImport();
    await waitFor(() => expect(api.sent('POST', '/api/hotels/hotel-2/import')).toHaveLength(1));
    expect(api.sent('POST', '/api/hotels/hotel-1/import')).toEqual([]);
  });
});
