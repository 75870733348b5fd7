import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter, roomView, stubRoomsApi } from '../testing/room-fixtures';
import { MyRoomsPanel } from './my-rooms-panel';
import { RoomsManager } from './rooms-manager';

const options = (label: string) =>
  [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((option) => option.text);

/** Issue 31, point 8: 'My Rooms' and the rooms page add rooms with one form, in their page's language. */
describe('the one add-room form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is the same form in both places: the same fields and the same default type, named in the page language', async () => {
    stubRoomsApi([roomView('r1', 'Seesuite', { type: 'double' })]);
    const manager = renderWithRouter(<RoomsManager hotelId="h1" renderEditor={() => null} />);
    const pageForm = (await screen.findByRole('heading', { name: 'Add Room' })).closest('form')!;
    expect(options('Room type')).toEqual([
      'Standard Room',
      'Single',
      'Double',
      'Twin',
      'Suite',
      'Family',
      'Deluxe',
      'Executive',
      'Other',
    ]);
    const pageShape = [...pageForm.querySelectorAll('input, select')].map((field) => field.tagName);
    manager.unmount();

    renderWithRouter(
      <MyRoomsPanel hotelId="h1" selectedRoomId={null} onSelect={() => {}} />,
      '/active-content',
    );
    // The room's type on its card and in the form is German on the German page: no 'Double' beside 'Zimmer'.
    expect((await screen.findByRole('button', { name: 'Raum Seesuite anzeigen' })).textContent).toBe(
      'SeesuiteDoppelzimmer',
    );
    fireEvent.click(screen.getByRole('button', { name: 'manage rooms' }));
    const panelForm = screen.getByRole('heading', { name: 'Neuen Raum hinzufügen' }).closest('form')!;
    expect(options('Raumtyp')).toEqual([
      'Zimmer',
      'Einzelzimmer',
      'Doppelzimmer',
      'Zweibettzimmer',
      'Suite',
      'Familienzimmer',
      'Deluxe-Zimmer',
      'Executive-Zimmer',
      'Sonstiges',
    ]);
    expect([...panelForm.querySelectorAll('input, select')].map((field) => field.tagName)).toEqual(pageShape);
    // Same look: one component, one set of classes.
    expect(panelForm.className).toBe(pageForm.className);
  });
});
