import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberRole } from '@common/teams/roles';
import { callsOf, failure, renderWithRouter, roomView, stubRoomsApi } from '../testing/room-fixtures';
import { MyRoomsPanel } from './my-rooms-panel';

const suite = roomView('r1', 'Seesuite', { type: 'suite', coverThumbUrl: '/files/cover-thumb.webp' });
const plain = roomView('r2', 'Alpenzimmer');

function renderPanel(selectedRoomId: string | null = null, role?: MemberRole) {
  const onSelect = vi.fn();
  renderWithRouter(
    <MyRoomsPanel hotelId="h1" selectedRoomId={selectedRoomId} onSelect={onSelect} />,
    '/active-content',
    role,
  );
  return onSelect;
}

const panel = () => screen.getByRole('region', { name: 'My Rooms' });

describe('MyRoomsPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the rooms by name with cover and type, "Zimmer" for the default type, and selects one', async () => {
    const fetch = stubRoomsApi([suite, plain]);
    const onSelect = renderPanel('r1');
    const alpen = await screen.findByRole('button', { name: 'Raum Alpenzimmer anzeigen' });
    expect(alpen.textContent).toBe('AlpenzimmerZimmer');
    const seesuite = screen.getByRole('button', { name: 'Raum Seesuite anzeigen' });
    expect(seesuite.textContent).toBe('SeesuiteSuite');
    expect(seesuite.getAttribute('aria-pressed')).toBe('true');
    expect(seesuite.querySelector('img')?.getAttribute('src')).toBe('/files/cover-thumb.webp');
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/hotels/h1/rooms?order=name');
    expect(screen.queryByRole('button', { name: 'Raum Seesuite löschen' })).toBeNull();
    fireEvent.click(alpen);
    expect(onSelect).toHaveBeenCalledWith('r2');
  });

  it('adds a room from the form the manage toggle shows; "Raum erstellen" waits for a name', async () => {
    const fetch = stubRoomsApi([suite]);
    renderPanel();
    await screen.findByRole('button', { name: 'Raum Seesuite anzeigen' });
    fireEvent.click(screen.getByRole('button', { name: 'manage rooms' }));
    expect(screen.getByRole('heading', { name: 'Neuen Raum hinzufügen' })).toBeTruthy();
    const create = screen.getByRole('button', { name: 'Raum erstellen' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Raumname*'), { target: { value: '  ' } });
    expect(create.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Raumname*'), { target: { value: 'Turmzimmer' } });
    expect((screen.getByLabelText('Raumtyp') as HTMLSelectElement).options[0]!.text).toBe('Zimmer');
    fireEvent.click(create);
    expect(await within(panel()).findByRole('button', { name: 'Raum Turmzimmer anzeigen' })).toBeTruthy();
    expect(callsOf(fetch, 'POST')).toEqual([['/api/hotels/h1/rooms', { name: 'Turmzimmer', type: '' }]]);
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('heading', { name: 'Neuen Raum hinzufügen' })).toBeNull();
    expect(screen.getByRole('button', { name: 'manage rooms' })).toBeTruthy();
  });

  it('says in one language how to add the first room when there is none', async () => {
    stubRoomsApi([]);
    renderPanel();
    expect(
      await within(panel()).findByText('No rooms yet. Use “Manage rooms” to add the first one.'),
    ).toBeTruthy();
  });

  it('says why a room could not be created, with the hint', async () => {
    stubRoomsApi([], { POST: failure(400, 'validation', 'Room name is too long') });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'manage rooms' }));
    fireEvent.change(screen.getByLabelText('Raumname*'), { target: { value: 'Turmzimmer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Raum erstellen' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Fehler beim Erstellen des Raums: Room name is too longBitte überprüfen Sie Ihre Eingaben und versuchen Sie es erneut.',
    );
  });

  it('deletes a room after the confirmation and returns to the hotel when it was the selected one', async () => {
    const fetch = stubRoomsApi([suite, plain]);
    const onSelect = renderPanel('r1');
    fireEvent.click(await screen.findByRole('button', { name: 'manage rooms' }));
    expect(screen.getByRole('button', { name: 'Fertig' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Raum Seesuite löschen' }));
    const dialog = screen.getByRole('dialog', { name: 'Raum löschen' });
    expect(
      within(dialog).getByText(
        'Möchten Sie diesen Raum wirklich löschen? Er kommt für 30 Tage in den Papierkorb und kann dort wiederhergestellt werden (Manage rooms, Trash).',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect((await screen.findByRole('status')).textContent).toBe('Raum erfolgreich gelöscht.');
    expect(callsOf(fetch, 'DELETE')).toEqual([['/api/hotels/h1/rooms/r1', undefined]]);
    expect(onSelect).toHaveBeenCalledWith(null);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Raum Seesuite anzeigen' })).toBeNull());
  });

  it('says when a room could not be deleted', async () => {
    stubRoomsApi([suite], { DELETE: failure(500, 'internal', 'x') });
    const onSelect = renderPanel('r1');
    fireEvent.click(await screen.findByRole('button', { name: 'manage rooms' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Raum Seesuite löschen' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Löschen' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Fehler beim Löschen des Raums. Bitte versuchen Sie es erneut.',
    );
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('returns to the hotel when the selected room no longer exists', async () => {
    stubRoomsApi([plain]);
    const onSelect = renderPanel('gone');
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(null));
  });

  it('says when the rooms cannot be loaded', async () => {
    stubRoomsApi([], { GET: failure(500, 'internal', 'x') });
    renderPanel();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Die Räume konnten nicht geladen werden. Bitte laden Sie die Seite neu.',
    );
  });

  it("locks a viewer's 'manage rooms', saying why, so no edit, delete or add shows", async () => {
    stubRoomsApi([suite]);
    const onSelect = renderPanel(null, 'viewer');
    fireEvent.click(await screen.findByRole('button', { name: 'Raum Seesuite anzeigen' }));
    expect(onSelect).toHaveBeenCalledWith('r1');
    const manage = screen.getByRole('button', { name: 'manage rooms' });
    expect(manage.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(manage.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Your role does not allow this.',
    );
    fireEvent.click(manage);
    fireEvent.keyDown(manage, { key: 'Enter' });
    expect(screen.queryByRole('heading', { name: 'Neuen Raum hinzufügen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Raum Seesuite löschen' })).toBeNull();
  });
});
