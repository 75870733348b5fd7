import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberRole } from '@common/teams/roles';
import {
  callsOf,
  failure,
  renderWithRouter,
  roomView,
  stubRoomsApi,
} from '@web/features/rooms/testing/room-fixtures';
import { ImportedRoomsPanel } from './imported-rooms-panel';

const deluxe = roomView('r1', 'Doppelzimmer Deluxe', { type: 'double' });
const family = roomView('r2', 'Familienzimmer', { type: 'other' });

const confirmText =
  'Delete this room? It moves to the trash, where it can be restored for 30 days (Rooms, Trash).';

function renderPanel(role: MemberRole = 'owner') {
  renderWithRouter(<ImportedRoomsPanel hotelId="h1" role={role} />, '/onboarding');
  return screen.getByRole('region', { name: 'Your rooms' });
}

const roomNames = async (panel: HTMLElement) =>
  (await within(panel).findAllByRole('listitem')).map((item) => item.textContent);

/** Opens a room's menu from the keyboard, as Radix menus open on Enter. */
async function chooseFromMenu(roomName: string, action: string) {
  fireEvent.keyDown(screen.getByRole('button', { name: `Actions for room ${roomName}` }), { key: 'Enter' });
  fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: action }));
}

describe('ImportedRoomsPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each room with its name and type', async () => {
    stubRoomsApi([deluxe, family]);
    const panel = renderPanel();
    expect(await roomNames(panel)).toEqual(['Doppelzimmer DeluxeDouble', 'FamilienzimmerOther']);
  });

  it('says when the hotel has no rooms yet', async () => {
    stubRoomsApi([]);
    const panel = renderPanel();
    expect(await within(panel).findByText('No rooms added yet')).toBeTruthy();
  });

  it('adds a room in the Add New Room dialog, whose save stays disabled while the name is blank', async () => {
    const fetch = stubRoomsApi([deluxe]);
    const panel = renderPanel();
    await roomNames(panel);
    fireEvent.click(within(panel).getByRole('button', { name: 'Add Room' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Room' });
    const save = within(dialog).getByRole('button', { name: 'Add Room' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Room name'), { target: { value: '   ' } });
    expect(save.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Room name'), { target: { value: 'Turmzimmer' } });
    fireEvent.change(within(dialog).getByLabelText('Room type'), { target: { value: 'suite' } });
    fireEvent.click(save);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf(fetch, 'POST')).toEqual([['/api/hotels/h1/rooms', { name: 'Turmzimmer', type: 'suite' }]]);
    expect(await roomNames(panel)).toEqual(['Doppelzimmer DeluxeDouble', 'TurmzimmerSuite']);
  });

  it('keeps the Add New Room dialog open with the reason when adding fails', async () => {
    stubRoomsApi([deluxe], { POST: failure(400, 'validation', 'Room name is too long') });
    const panel = renderPanel();
    await roomNames(panel);
    fireEvent.click(within(panel).getByRole('button', { name: 'Add Room' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Room' });
    fireEvent.change(within(dialog).getByLabelText('Room name'), { target: { value: 'Turmzimmer' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Room' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Failed to add roomRoom name is too long',
    );
  });

  it("renames and retypes a room from its menu's Edit Room", async () => {
    const fetch = stubRoomsApi([deluxe, family]);
    const panel = renderPanel();
    await roomNames(panel);
    await chooseFromMenu('Familienzimmer', 'Edit Room');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Room' });
    const name = within(dialog).getByLabelText('Room name') as HTMLInputElement;
    expect(name.value).toBe('Familienzimmer');
    expect((within(dialog).getByLabelText('Room type') as HTMLSelectElement).value).toBe('other');
    fireEvent.change(name, { target: { value: '' } });
    expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(name, { target: { value: 'Familiensuite' } });
    fireEvent.change(within(dialog).getByLabelText('Room type'), { target: { value: 'family' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf(fetch, 'PATCH')).toEqual([
      ['/api/hotels/h1/rooms/r2', { name: 'Familiensuite', type: 'family' }],
    ]);
    expect(await within(panel).findByText('Familiensuite')).toBeTruthy();
  });

  it("deletes a room from its menu's Delete Room only after confirming", async () => {
    const fetch = stubRoomsApi([deluxe, family]);
    const panel = renderPanel();
    await roomNames(panel);
    await chooseFromMenu('Doppelzimmer Deluxe', 'Delete Room');
    let dialog = await screen.findByRole('dialog', { name: 'Delete Room' });
    expect(within(dialog).getByText(confirmText)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf(fetch, 'DELETE')).toEqual([]);

    await chooseFromMenu('Doppelzimmer Deluxe', 'Delete Room');
    dialog = await screen.findByRole('dialog', { name: 'Delete Room' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf(fetch, 'DELETE')).toEqual([['/api/hotels/h1/rooms/r1', undefined]]);
    await waitFor(async () => expect(await roomNames(panel)).toEqual(['FamilienzimmerOther']));
  });

  it("locks a viewer's Add Room and each room's menu, saying why, and changes nothing", async () => {
    const fetch = stubRoomsApi([deluxe]);
    const panel = renderPanel('viewer');
    await roomNames(panel);
    for (const name of ['Add Room', 'Actions for room Doppelzimmer Deluxe']) {
      const control = within(panel).getByRole('button', { name });
      expect(control.getAttribute('aria-disabled')).toBe('true');
      expect(document.getElementById(control.getAttribute('aria-describedby')!)?.textContent).toBe(
        'Your role does not allow this.',
      );
      fireEvent.click(control);
      fireEvent.keyDown(control, { key: 'Enter' });
    }
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsOf(fetch, 'POST')).toEqual([]);
  });
});
