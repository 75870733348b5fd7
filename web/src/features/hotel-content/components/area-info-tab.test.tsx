import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, bodiesOf, failure, renderWithRouter, stubContentApi } from '../testing/content-fixtures';
import { AreaInfoTab } from './area-info-tab';

const textarea = () => screen.getByRole('textbox', { name: 'Text über die Umgebung' }) as HTMLTextAreaElement;

describe('AreaInfoTab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the location and the text about the area, which can be edited and saved', async () => {
    const fetch = stubContentApi();
    renderWithRouter(<AreaInfoTab hotelId="h1" />);
    const address = await screen.findByText('Seestraße 1');
    expect(address.closest('address')?.textContent).toBe('Seestraße 178462 KonstanzGermany');
    expect(screen.getByText('Die Altstadt ist zehn Minuten entfernt.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bearbeiten' }));
    expect(textarea().value).toBe('Die Altstadt ist zehn Minuten entfernt.');
    fireEvent.change(textarea(), { target: { value: 'Der Strand liegt vor der Tür.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Der Strand liegt vor der Tür.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(bodiesOf(fetch, 'PUT', '/api/hotels/h1/area')).toEqual([
      { text: 'Der Strand liegt vor der Tür.' },
    ]);
  });

  it('notes when no location is stored and no text is written yet', async () => {
    stubContentApi({ 'GET /api/hotels/h1/area': () => answer(200, { location: null, text: '' }) });
    renderWithRouter(<AreaInfoTab hotelId="h1" />);
    expect(await screen.findByText('Für dieses Hotel ist keine Adresse hinterlegt.')).toBeTruthy();
    expect(screen.getByText('Noch kein Text über die Umgebung.')).toBeTruthy();
  });

  it('keeps the typed text when saving fails', async () => {
    stubContentApi({ 'PUT /api/hotels/h1/area': () => failure(500, 'internal', 'x') });
    renderWithRouter(<AreaInfoTab hotelId="h1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Bearbeiten' }));
    fireEvent.change(textarea(), { target: { value: 'Mein Text.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Fehler beim Speichern des Textes. Bitte versuchen Sie es erneut.',
    );
    await waitFor(() => expect(textarea().readOnly).toBe(false));
    expect(textarea().value).toBe('Mein Text.');
  });

  it('says plainly when the area info cannot be loaded', async () => {
    stubContentApi({ 'GET /api/hotels/h1/area': () => failure(500, 'internal', 'x') });
    renderWithRouter(<AreaInfoTab hotelId="h1" />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Die Informationen zur Umgebung konnten nicht geladen werden. Bitte laden Sie die Seite neu.',
    );
  });
});
