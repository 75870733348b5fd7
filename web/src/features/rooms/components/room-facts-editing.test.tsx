import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noRoomFacts } from '@common/rooms/room-facts';
import { answer, callsOf, renderWithRouter, roomView, stubRoomsApi } from '../testing/room-fixtures';
import { MyRoomsPanel } from './my-rooms-panel';
import { RoomsManager } from './rooms-manager';

const stated = roomView('r1', 'Seesuite', {
  type: 'suite',
  facts: {
    ...noRoomFacts,
    maxOccupancy: 2,
    beds: [{ type: 'double', count: 1 }],
    sizeSqm: 25,
  },
});
const bare = roomView('r2', 'Kammer');

/** The server's refusal of children above the guests, as the rooms API answers it. */
const childrenRefused = () =>
  answer(400, {
    error: {
      code: 'validation',
      message: 'Children cannot be more than the maximum guests',
      fields: { maxChildren: 'Children cannot be more than the maximum guests' },
    },
  });

const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });

describe('room facts on the rooms page (English)', () => {
  afterEach(() => vi.unstubAllGlobals());

  const renderManager = () =>
    renderWithRouter(<RoomsManager hotelId="h1" renderEditor={() => null} />, '/active-content/rooms');

  it('shows the facts compactly on the room, and edits them in the edit dialog', async () => {
    const fetch = stubRoomsApi([stated, bare]);
    renderManager();
    const list = await screen.findByRole('list', { name: 'Rooms' });
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain('2 guests · 1 double · 25 m²');

    fireEvent.click(screen.getByRole('button', { name: 'Edit room Kammer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Room' });
    expect(within(dialog).getByRole('group', { name: 'Room details' })).toBeTruthy();
    const guests = input('Max. guests');
    expect([guests.type, guests.min, guests.max, guests.inputMode]).toEqual(['number', '1', '20', 'numeric']);
    type('Max. guests', '4');
    type('Standard occupancy', '2');
    type('Max. children', '2');
    type('Size (m²)', '32');
    type('Number of rooms', '6');
    fireEvent.change(screen.getByLabelText('View'), { target: { value: 'lake' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add bed' }));
    fireEvent.change(screen.getByLabelText('Bed type 1'), { target: { value: 'king' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add bed' }));
    type('Number of beds 2', '2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf(fetch, 'PATCH')).toEqual([
      [
        '/api/hotels/h1/rooms/r2',
        {
          name: 'Kammer',
          type: '',
          maxOccupancy: 4,
          standardOccupancy: 2,
          maxChildren: 2,
          sizeSqm: 32,
          roomCount: 6,
          beds: [
            { type: 'king', count: 1 },
            { type: 'single', count: 2 },
          ],
          view: 'lake',
        },
      ],
    ]);
    expect(await screen.findByText('4 guests · 1 king · 2 single · 32 m²')).toBeTruthy();
  });

  it('clears a fact left empty and removes a bed row, sending only what changed', async () => {
    const fetch = stubRoomsApi([stated]);
    renderManager();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit room Seesuite' }));
    await screen.findByRole('dialog', { name: 'Edit Room' });
    expect(input('Max. guests').value).toBe('2');
    type('Size (m²)', '');
    fireEvent.click(screen.getByRole('button', { name: 'Remove bed 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsOf(fetch, 'PATCH')).toHaveLength(1));
    // Only what changed is sent: the guests stay as the server has them.
    expect(callsOf(fetch, 'PATCH')[0]![1]).toEqual({
      name: 'Seesuite',
      type: 'suite',
      sizeSqm: null,
      beds: [],
    });
  });

  it("shows the server's message under the field it names and keeps what was typed", async () => {
    stubRoomsApi([stated], { PATCH: childrenRefused });
    renderManager();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit room Seesuite' }));
    await screen.findByRole('dialog', { name: 'Edit Room' });
    type('Max. children', '3');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const children = input('Max. children');
    await waitFor(() => expect(children.getAttribute('aria-invalid')).toBe('true'));
    const messageId = children.getAttribute('aria-describedby')!;
    expect(document.getElementById(messageId)?.textContent).toBe(
      'Children cannot be more than the maximum guests',
    );
    expect(children.value).toBe('3');
    expect(input('Max. guests').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Edit Room' })).toBeTruthy();
  });
});

describe("room facts in 'My Rooms' (German)", () => {
  afterEach(() => vi.unstubAllGlobals());

  const renderPanel = () =>
    renderWithRouter(
      <MyRoomsPanel hotelId="h1" selectedRoomId={null} onSelect={vi.fn()} />,
      '/active-content',
    );

  it('shows the facts in German and edits them from "manage rooms"', async () => {
    const fetch = stubRoomsApi([stated]);
    renderPanel();
    const card = await screen.findByRole('button', { name: 'Raum Seesuite anzeigen' });
    expect(card.textContent).toBe('SeesuiteSuite2 Gäste · 1 Doppelbett · 25 m²');
    expect(screen.queryByRole('button', { name: 'Raum Seesuite bearbeiten' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'manage rooms' }));
    fireEvent.click(screen.getByRole('button', { name: 'Raum Seesuite bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Raum bearbeiten' });
    expect(within(dialog).getByRole('group', { name: 'Zimmerdetails' })).toBeTruthy();
    for (const label of [
      'Max. Gäste',
      'Standardbelegung',
      'Max. Kinder',
      'Größe (m²)',
      'Anzahl Zimmer',
      'Aussicht',
    ])
      expect(screen.getByLabelText(label)).toBeTruthy();
    expect((screen.getByLabelText('Bettart 1') as HTMLSelectElement).value).toBe('double');
    type('Max. Gäste', '3');
    fireEvent.change(screen.getByLabelText('Anzahl Betten 1'), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf(fetch, 'PATCH')[0]![1]).toMatchObject({
      maxOccupancy: 3,
      beds: [{ type: 'double', count: 2 }],
    });
    expect(await screen.findByText('3 Gäste · 2 Doppelbetten · 25 m²')).toBeTruthy();
  });

  it("shows the server's message under the German field", async () => {
    stubRoomsApi([stated], { PATCH: childrenRefused });
    renderPanel();
    await screen.findByRole('button', { name: 'Raum Seesuite anzeigen' });
    fireEvent.click(screen.getByRole('button', { name: 'manage rooms' }));
    fireEvent.click(screen.getByRole('button', { name: 'Raum Seesuite bearbeiten' }));
    await screen.findByRole('dialog', { name: 'Raum bearbeiten' });
    type('Max. Kinder', '5');
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(input('Max. Kinder').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Fehler beim Aktualisieren des Raums.')).toBeTruthy();
  });
});
