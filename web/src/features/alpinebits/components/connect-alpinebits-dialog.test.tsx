import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AlpineBitsConnectionView } from '@common/alpinebits/schemas';
import {
  callsTo,
  connectionView,
  failure,
  handshakeView,
  answer,
  renderWithClient,
  sampleRooms,
  stubAlpineBitsApi,
} from '../testing/alpinebits-fixtures';
import ConnectAlpineBitsDialog from './connect-alpinebits-dialog';

const [doubleRoom, suite] = sampleRooms as [(typeof sampleRooms)[0], (typeof sampleRooms)[0]];

function renderDialog(connection: AlpineBitsConnectionView | null = null) {
  const onClose = vi.fn();
  const onPush = vi.fn();
  renderWithClient(
    <ConnectAlpineBitsDialog
      hotelId="h1"
      connection={connection}
      rooms={sampleRooms}
      onClose={onClose}
      onPush={onPush}
    />,
  );
  const dialog = within(screen.getByRole('dialog'));
  return { dialog, onClose, onPush };
}

const field = (dialog: ReturnType<typeof within>, label: string) =>
  dialog.getByLabelText(label) as HTMLInputElement;

function fillConnection(dialog: ReturnType<typeof within>) {
  fireEvent.change(field(dialog, 'Server URL'), { target: { value: 'https://cm.example.com/alpinebits' } });
  fireEvent.change(field(dialog, 'Username'), { target: { value: 'seeblick' } });
  fireEvent.change(field(dialog, 'Password'), { target: { value: 's3cret pass' } });
  fireEvent.change(field(dialog, 'Hotel code'), { target: { value: 'SEEBL1' } });
}

describe('Connect AlpineBits', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks for the server, the login, the hotel code and a code per room, prefilled where it can', () => {
    stubAlpineBitsApi();
    const { dialog } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Connect AlpineBits' })).toBeTruthy();
    expect(document.activeElement).toBe(field(dialog, 'Server URL'));
    for (const label of ['Server URL', 'Username', 'Password', 'Hotel code'])
      expect(field(dialog, label).value).toBe('');
    expect(field(dialog, 'Password').type).toBe('password');
    expect(dialog.getByText('The code the receiving system knows your hotel by.')).toBeTruthy();
    // A stored code as stored, a room without one with the suggestion.
    const codes = within(dialog.getByRole('group', { name: 'Room codes' }));
    expect((codes.getByLabelText('Double Room') as HTMLInputElement).value).toBe('DZ');
    expect((codes.getByLabelText('Junior Suite') as HTMLInputElement).value).toBe('JUNIORS');
    expect(dialog.queryByText(/keep the stored password/)).toBeNull();
    for (const name of ['Test connection', 'Save', 'Cancel'])
      expect(dialog.getByRole('button', { name })).toBeTruthy();
  });

  it('says under each field what is missing before anything is sent, and puts the focus on the first', async () => {
    const { fetch } = stubAlpineBitsApi();
    const { dialog } = renderDialog();
    fireEvent.click(dialog.getByRole('button', { name: 'Test connection' }));
    expect(await dialog.findByText('Please enter the server URL')).toBeTruthy();
    expect(dialog.getByText('Please enter the username')).toBeTruthy();
    expect(dialog.getByText('Please enter the password')).toBeTruthy();
    expect(field(dialog, 'Server URL').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field(dialog, 'Server URL')));
    expect(fetch).not.toHaveBeenCalled();

    // Two rooms given one code (in any case): named on the second room's field.
    fillConnection(dialog);
    fireEvent.change(field(dialog, 'Junior Suite'), { target: { value: 'dz' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await dialog.findByText('The code dz is given to two rooms: each room needs its own'),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field(dialog, 'Junior Suite')));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("tests the connection with the form's values and shows the versions and actions the server supports", async () => {
    const { fetch } = stubAlpineBitsApi();
    const { dialog } = renderDialog();
    fillConnection(dialog);
    fireEvent.click(dialog.getByRole('button', { name: 'Test connection' }));
    const result = within(await dialog.findByRole('status'));
    expect(result.getByText('The server answered. It supports:')).toBeTruthy();
    expect(result.getByRole('listitem').textContent).toBe(
      'Version 2024-10: Handshake, Room categories (Inventory), Hotel information (Info)',
    );
    expect(callsTo(fetch, '/api/hotels/h1/alpinebits/handshake', 'POST')).toEqual([
      [
        'POST',
        { serverUrl: 'https://cm.example.com/alpinebits', username: 'seeblick', password: 's3cret pass' },
      ],
    ]);
    expect(callsTo(fetch, '/api/hotels/h1/alpinebits', 'PUT')).toEqual([]);
  });

  it('warns when the server does not take room categories, naming actions it does not know as it names them', async () => {
    stubAlpineBitsApi(
      {},
      {
        handshake: answer(200, {
          handshake: handshakeView({
            versions: [{ version: '2018-10', actions: ['action_OTA_Ping', 'action_OTA_HotelInvCountNotif'] }],
            version: null,
            supports: { inventory: false, info: false },
          }),
        }),
      },
    );
    const { dialog } = renderDialog();
    fillConnection(dialog);
    fireEvent.click(dialog.getByRole('button', { name: 'Test connection' }));
    expect((await dialog.findByRole('listitem')).textContent).toBe(
      'Version 2018-10: Handshake, action_OTA_HotelInvCountNotif',
    );
    expect(
      dialog.getByText(/does not take room categories \(Inventory\) in a version we speak/),
    ).toBeTruthy();
  });

  it('says in plain words why the test failed and keeps every value typed', async () => {
    stubAlpineBitsApi({}, { handshake: failure(400, 'The server refused the username or password.') });
    const { dialog } = renderDialog();
    fillConnection(dialog);
    fireEvent.change(field(dialog, 'Double Room'), { target: { value: 'DBL' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Test connection' }));
    const alert = await dialog.findByRole('alert');
    expect(alert.textContent).toBe('The connection test failed.The server refused the username or password.');
    expect(field(dialog, 'Server URL').value).toBe('https://cm.example.com/alpinebits');
    expect(field(dialog, 'Password').value).toBe('s3cret pass');
    expect(field(dialog, 'Double Room').value).toBe('DBL');
  });

  it('shows the server’s field messages under their fields', async () => {
    stubAlpineBitsApi(
      {},
      {
        save: failure(400, 'The server URL must start with http:// or https://', {
          serverUrl: 'The server URL must start with http:// or https://',
        }),
      },
    );
    const { dialog } = renderDialog();
    fillConnection(dialog);
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('The server URL must start with http:// or https://')).toBeTruthy();
    expect(field(dialog, 'Server URL').getAttribute('aria-invalid')).toBe('true');
    expect(dialog.getByRole('alert').textContent).toBe('Failed to save the connection.');
    await waitFor(() => expect(document.activeElement).toBe(field(dialog, 'Server URL')));
  });

  it('saves every room’s code and then offers to push at once', async () => {
    const { fetch } = stubAlpineBitsApi();
    const { dialog, onPush, onClose } = renderDialog();
    fillConnection(dialog);
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Connection saved.')).toBeTruthy();
    expect(callsTo(fetch, '/api/hotels/h1/alpinebits', 'PUT')).toEqual([
      [
        'PUT',
        {
          serverUrl: 'https://cm.example.com/alpinebits',
          username: 'seeblick',
          password: 's3cret pass',
          hotelCode: 'SEEBL1',
          roomCodes: { [doubleRoom.roomId]: 'DZ', [suite.roomId]: 'JUNIORS' },
          autoPush: false,
        },
      ],
    ]);
    const push = dialog.getByRole('button', { name: 'Push content' });
    expect(document.activeElement).toBe(push);
    fireEvent.click(push);
    expect(onPush).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('edits a connection without showing its password: empty keeps the stored one, and saving closes', async () => {
    const { fetch } = stubAlpineBitsApi({ connection: connectionView({ autoPush: true }) });
    const { dialog, onClose, onPush } = renderDialog(connectionView({ autoPush: true }));
    expect(screen.getByRole('dialog', { name: 'Edit AlpineBits connection' })).toBeTruthy();
    expect(field(dialog, 'Server URL').value).toBe('https://cm.example.com/alpinebits');
    expect(field(dialog, 'Password').value).toBe('');
    expect(field(dialog, 'Password').getAttribute('aria-describedby')).toBeTruthy();
    expect(dialog.getByText('Leave it empty to keep the stored password.')).toBeTruthy();
    fireEvent.change(field(dialog, 'Hotel code'), { target: { value: 'SEE2' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onPush).not.toHaveBeenCalled();
    expect(callsTo(fetch, '/api/hotels/h1/alpinebits', 'PUT')[0]![1]).toMatchObject({
      password: '',
      hotelCode: 'SEE2',
      autoPush: true,
    });
  });
});
