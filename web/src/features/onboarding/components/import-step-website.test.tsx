import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  importHalfway,
  importResult,
  importRun,
  importSucceeded,
} from '@web/features/property-import/testing/import-fixtures';
import { fakeApi, renderOnboarding, type FakeApiOptions } from '../testing/render-onboarding';

const draft = {
  hotelType: 'individual' as const,
  hotelName: 'Hotel Seeblick',
  category: 'wellness' as const,
  roomCount: 0,
  locations: [
    { id: 'l1', name: 'Hotel Seeblick', address: 'Seestr. 12', city: 'Tegernsee', country: 'Germany' },
  ],
};
const seeblick = { id: 'hotel-1', name: 'Hotel Seeblick', website: 'https://www.seeblick.example' };
const websiteRun = (overrides = {}) =>
  importRun({ source: 'website', url: 'https://www.seeblick.example/', ...overrides });

/** The wizard reopened at the import step of a hotel with a website (issue 18). */
async function openImportStep(options: FakeApiOptions = {}) {
  const api = fakeApi({
    onboarding: { step: 'import', hasHotels: true, draft },
    profile: { firstName: 'Anna', lastName: 'Berg' },
    hotels: [seeblick],
    ...options,
  });
  renderOnboarding();
  await screen.findByRole('heading', { level: 1, name: 'Import your property' });
  await screen.findByLabelText('Your website');
  return api;
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const websiteField = () => screen.getByLabelText('Your website') as HTMLInputElement;

describe('onboarding import step, from the hotel’s website', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('without Booking.com offers the website entered in onboarding and imports from it', async () => {
    const api = await openImportStep({
      importStates: [
        websiteRun(),
        websiteRun(importHalfway()),
        importSucceeded({
          source: 'website',
          result: importResult({
            found: '12 photos and 4 rooms from structured data, 9 photos from the page',
          }),
        }),
      ],
    });
    expect(screen.queryByLabelText('Booking.com property URL')).toBeNull();
    expect(websiteField().value).toBe('https://www.seeblick.example');
    fireEvent.click(button('Import from your website'));

    await waitFor(() =>
      expect(api.sent('POST', '/api/hotels/hotel-1/import/website')).toEqual([
        { url: 'https://www.seeblick.example/' },
      ]),
    );
    expect(await screen.findByText('Imported Hotel Adler')).toBeTruthy();
    expect(
      screen.getByText('12 photos and 4 rooms from structured data, 9 photos from the page'),
    ).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Your rooms' })).getByText('Your rooms')).toBeTruthy();
  });

  it('tells an address that is not a website at the field, unsent, and keeps what was typed', async () => {
    const api = await openImportStep();
    fireEvent.change(websiteField(), { target: { value: 'ftp://seeblick.example/' } });
    fireEvent.click(button('Import from your website'));
    expect(await screen.findByText(/This address is not a public website/)).toBeTruthy();
    expect(websiteField().getAttribute('aria-invalid')).toBe('true');
    expect(websiteField().value).toBe('ftp://seeblick.example/');
    expect(api.sent('POST', '/api/hotels/hotel-1/import/website')).toEqual([]);
  });

  it('shows why a website import failed, in plain words', async () => {
    const reason =
      'We found nothing about a hotel on this website. Try the address of your rooms page, or skip this step and add your content later.';
    await openImportStep({
      importStates: [
        websiteRun(),
        websiteRun({ status: 'failed', error: reason, finishedAt: '2025-05-01T10:00:05.000Z' }),
      ],
    });
    fireEvent.click(button('Import from your website'));
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(button('Skip for now')).toBeTruthy();
  });

  it('with Booking.com offers both; only the running source says it is importing', async () => {
    await openImportStep({ propertyImport: true, importStates: [websiteRun(), websiteRun(importHalfway())] });
    await screen.findByLabelText('Booking.com property URL');
    expect(screen.getByText('or')).toBeTruthy();
    fireEvent.click(button('Import from your website'));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Importing...' })).toHaveLength(1));
    expect(button('Import').disabled).toBe(true);
    expect(button('Importing...').disabled).toBe(true);
  });
});
