import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OtaType } from '@common/ota/channels';
import { i18n, interfaceLanguage } from '@web/lib/i18n/i18n';
import { answer, callsTo, failure, renderWithClient, sessionId, stubOtaApi } from '../testing/ota-fixtures';
import { ConnectOtaDialog } from './connect-ota-dialog';

function renderDialog(connected: OtaType[] = []) {
  const onSession = vi.fn();
  renderWithClient(
    <ConnectOtaDialog hotelId="h1" connected={new Set(connected)} onSession={onSession} onClose={() => {}} />,
  );
  const dialog = within(screen.getByRole('dialog', { name: 'Connect New OTA' }));
  return { onSession, dialog };
}

const channelButton = (dialog: ReturnType<typeof renderDialog>['dialog'], name: string) =>
  dialog.getByRole('button', { name: new RegExp(`^${name.replace('.', '\\.')}`) }) as HTMLButtonElement;

/** A reply whose body breaks off while it is read: no answer of the server, nor one of our checks. */
const unreadableReply = () =>
  new Response(
    new ReadableStream({
      start: (controller) => controller.error(new Error('connection reset')),
    }),
    { status: 201 },
  );

describe('ConnectOtaDialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => i18n.activate(interfaceLanguage));
  });

  it('lists the four channels with their descriptions and logo letters; connected ones are disabled', () => {
    stubOtaApi([]);
    const { dialog } = renderDialog(['expedia']);
    const buttons = ['Booking.com', 'Expedia', 'Agoda', 'HRS'].map((name) => channelButton(dialog, name));
    expect(buttons.map((button) => button.querySelector('[aria-hidden="true"]')?.textContent)).toEqual([
      'B',
      'E',
      'A',
      'H',
    ]);
    expect(buttons[0]!.textContent).toContain(
      'The world’s largest accommodation marketplace. Connect your Booking.com extranet.',
    );
    expect(buttons.map((button) => button.disabled)).toEqual([false, true, false, false]);
    expect(within(buttons[1]!).getByText('Already connected')).toBeTruthy();
    expect(within(buttons[0]!).queryByText('Already connected')).toBeNull();
  });

  it('describes the channels in a second interface language from its ota catalogue, keeping their names', () => {
    stubOtaApi([]);
    i18n.load('de', {
      ...i18n.messages,
      'ota.channelDescriptions.hrs': 'Das Geschäftsreiseportal aus Deutschland.',
    });
    act(() => i18n.activate('de'));
    const { dialog } = renderDialog();
    expect(channelButton(dialog, 'HRS').textContent).toContain('Das Geschäftsreiseportal aus Deutschland.');
  });

  it("starts a live browser for the chosen channel behind a 'Connecting...' overlay", async () => {
    let reply = (_response: Response) => {};
    const { fetch } = stubOtaApi([], {
      session: () => new Promise<Response>((resolve) => (reply = resolve)),
    });
    const { dialog, onSession } = renderDialog();
    fireEvent.click(channelButton(dialog, 'Agoda'));
    expect((await dialog.findByRole('status')).textContent).toBe('Connecting...');
    expect(channelButton(dialog, 'Booking.com').disabled).toBe(true);
    reply(answer(201, { sessionId, liveViewLink: '/live-view.html', connectUrl: '/live', contextId: null }));
    await vi.waitFor(() => expect(onSession).toHaveBeenCalledOnce(), { timeout: 5_000 });
    expect(onSession.mock.calls[0]![0]).toBe('agoda');
    expect(onSession.mock.calls[0]![1]).toMatchObject({ sessionId });
    expect(callsTo(fetch, '/api/remote-browser/sessions', 'POST')).toEqual([
      ['POST', { otaType: 'agoda', hotelId: 'h1' }],
    ]);
  });

  it.each([
    [
      'the server says why',
      failure(503, 'unavailable', 'All live browsers are in use.'),
      'All live browsers are in use.',
    ],
    ['the server gives no reason', answer(500, {}), 'Failed to create browser session'],
    [
      'the reply has no session id',
      answer(201, { liveViewLink: '/live-view.html' }),
      'Server response missing sessionId',
    ],
    ['the reply cannot be read', unreadableReply, 'Failed to create session'],
  ])('says so when %s', async (_case, reply, text) => {
    stubOtaApi([], { session: reply });
    const { dialog, onSession } = renderDialog();
    fireEvent.click(channelButton(dialog, 'HRS'));
    expect((await dialog.findByRole('alert')).textContent).toBe(text);
    expect(onSession).not.toHaveBeenCalled();
    expect(channelButton(dialog, 'HRS').disabled).toBe(false);
  });
});
