import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberRole } from '@common/teams/roles';
import {
  callsTo,
  connectionView,
  failure,
  pushRun,
  renderWithClient,
  stubAlpineBitsApi,
} from '../testing/alpinebits-fixtures';
import { AlpineBitsCard } from './alpinebits-card';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const renderCard = (role: MemberRole = 'owner') => renderWithClient(<AlpineBitsCard hotelId="h1" />, role);
const card = () => within(screen.getByRole('region', { name: 'AlpineBits' }));

describe('AlpineBitsCard', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers Connect while nothing is connected, which opens the dialog', async () => {
    const { fetch } = stubAlpineBitsApi();
    renderCard();
    expect(await card().findByText('Not connected')).toBeTruthy();
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/hotels/h1/alpinebits');
    expect(card().queryByRole('button', { name: 'Push content' })).toBeNull();
    fireEvent.click(card().getByRole('button', { name: 'Connect' }));
    expect(await screen.findByRole('dialog', { name: 'Connect AlpineBits' })).toBeTruthy();
  });

  it('says when the connection cannot be loaded', async () => {
    stubAlpineBitsApi({}, { get: failure(500, 'Internal error') });
    renderCard();
    expect((await card().findByRole('alert')).textContent).toBe('Failed to load the AlpineBits connection');
  });

  it('shows the server, the hotel code and the last push with its warnings and what was left out', async () => {
    stubAlpineBitsApi({
      connection: connectionView(),
      runs: [
        pushRun('r2', {
          status: 'warnings',
          finishedAt: minutesAgo(3),
          warnings: ['Picture 7 could not be fetched'],
          leftOut: [
            { key: 'bbq', name: 'Barbecue', where: 'hotel' },
            { key: 'piano', name: 'Piano', where: 'DZ' },
          ],
        }),
        pushRun('r1', { finishedAt: minutesAgo(90) }),
      ],
    });
    renderCard();
    expect(await card().findByText('Connected')).toBeTruthy();
    expect(card().getByText('https://cm.example.com/alpinebits')).toBeTruthy();
    expect(card().getByText('SEEBL1')).toBeTruthy();
    expect(card().getByTestId('last-push').textContent).toBe(
      'Pushed 3 minutes ago: 4 rooms, 38 pictures, 2 languages',
    );
    expect(card().getByText('Picture 7 could not be fetched')).toBeTruthy();
    expect(card().getByText('Left out for want of an AlpineBits code:')).toBeTruthy();
    expect(card().getByText('Barbecue (hotel)')).toBeTruthy();
    expect(card().getByText('Piano (room DZ)')).toBeTruthy();
    for (const name of ['Push content', 'Push history', 'Edit connection', 'Disconnect'])
      expect((card().getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('counts in the singular where there is one', async () => {
    stubAlpineBitsApi({
      connection: connectionView(),
      runs: [pushRun('r1', { finishedAt: minutesAgo(0), counts: { rooms: 1, pictures: 1, languages: 1 } })],
    });
    renderCard();
    expect((await card().findByTestId('last-push')).textContent).toBe(
      'Pushed just now: 1 room, 1 picture, 1 language',
    );
  });

  it("says why the last push failed in the server's plain words, with its errors", async () => {
    stubAlpineBitsApi({
      connection: connectionView(),
      runs: [
        pushRun('r1', {
          status: 'failed',
          finishedAt: minutesAgo(5),
          errors: ['Unknown InvTypeCode JS'],
          failure: { kind: 'errors-answer', message: 'The server refused the content.', details: [] },
        }),
      ],
    });
    renderCard();
    expect((await card().findByTestId('last-push')).textContent).toBe(
      'Push failed 5 minutes ago: The server refused the content.',
    );
    expect(card().getByText('Unknown InvTypeCode JS')).toBeTruthy();
  });

  it('pushes as a job: shows it waiting, follows it and then shows the result', async () => {
    const { fetch, state } = stubAlpineBitsApi({ connection: connectionView() });
    state.finishPushAs = { status: 'succeeded', finishedAt: new Date().toISOString(), durationMs: 2_000 };
    renderCard();
    expect(await card().findByText('Not pushed yet.')).toBeTruthy();
    fireEvent.click(card().getByRole('button', { name: 'Push content' }));
    expect(await card().findByText('Push waiting to start...')).toBeTruthy();
    expect((card().getByRole('button', { name: 'Push content' }) as HTMLButtonElement).disabled).toBe(true);
    // Polled until the run has finished.
    expect((await card().findByTestId('last-push')).textContent).toBe(
      'Pushed just now: 4 rooms, 38 pictures, 2 languages',
    );
    expect(card().queryByText('Push waiting to start...')).toBeNull();
    expect(callsTo(fetch, '/api/hotels/h1/alpinebits/push', 'POST')).toHaveLength(1);
    await waitFor(() =>
      expect((card().getByRole('button', { name: 'Push content' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
  });

  it('says why a push could not start', async () => {
    stubAlpineBitsApi(
      { connection: connectionView() },
      { push: failure(400, 'Add at least one room before pushing.') },
    );
    renderCard();
    fireEvent.click(await card().findByRole('button', { name: 'Push content' }));
    expect((await card().findByRole('alert')).textContent).toBe('Add at least one room before pushing.');
    fireEvent.click(card().getByRole('button', { name: 'Dismiss' }));
    expect(card().queryByRole('alert')).toBeNull();
  });

  it('saves the switch at once', async () => {
    const { fetch } = stubAlpineBitsApi({ connection: connectionView() });
    renderCard();
    const toggle = await card().findByRole('switch', { name: 'Push automatically after changes' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(card().getByText('At most once every 15 minutes after your content changed.')).toBeTruthy();
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(callsTo(fetch, '/api/hotels/h1/alpinebits', 'PATCH')).toEqual([['PATCH', { autoPush: true }]]);
  });

  it('puts the switch back and says so when saving it fails', async () => {
    stubAlpineBitsApi({ connection: connectionView() }, { update: failure(500, 'Internal error') });
    renderCard();
    const toggle = await card().findByRole('switch', { name: 'Push automatically after changes' });
    fireEvent.click(toggle);
    expect((await card().findByRole('alert')).textContent).toBe('Failed to save the setting');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('lists the pushes in the history: when, trigger, outcome, what was sent, duration and message', async () => {
    stubAlpineBitsApi({
      connection: connectionView(),
      runs: [
        pushRun('r2', {
          status: 'failed',
          trigger: 'auto',
          queuedAt: '2026-03-05T14:00:00.000Z',
          durationMs: 61_200,
          tries: 3,
          counts: null,
          failure: { kind: 'timeout', message: 'The server did not answer within 60 seconds.', details: [] },
        }),
        pushRun('r1', { durationMs: 2_440 }),
      ],
    });
    renderCard();
    fireEvent.click(await card().findByRole('button', { name: 'Push history' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Push history' }));
    expect(dialog.getByText('The last 2 pushes, newest first.')).toBeTruthy();
    const rows = dialog.getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
    expect(cells(rows[0]!)).toEqual([
      expect.stringMatching(/^5 Mar 2026, \d\d:00$/),
      'Automatic',
      'Failed',
      '–',
      '61 s3 tries',
      'The server did not answer within 60 seconds.',
    ]);
    expect(cells(rows[1]!)).toEqual([
      expect.stringMatching(/^5 Mar 2026, \d\d:00$/),
      'Manual',
      'Succeeded',
      '4 rooms, 38 pictures, 2 languages',
      '2.4 s',
      '',
    ]);
    fireEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('disconnects only after the confirmation', async () => {
    const { fetch } = stubAlpineBitsApi({ connection: connectionView() });
    renderCard();
    fireEvent.click(await card().findByRole('button', { name: 'Disconnect' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Disconnect AlpineBits' }));
    expect(dialog.getByText('This action cannot be undone')).toBeTruthy();
    expect(dialog.getByText(/disconnect https:\/\/cm\.example\.com\/alpinebits\?/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetch, '/api/hotels/h1/alpinebits', 'DELETE')).toEqual([]);

    fireEvent.click(card().getByRole('button', { name: 'Disconnect' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Disconnect AlpineBits' })).getByRole('button', {
        name: 'Disconnect',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await card().findByText('Not connected')).toBeTruthy();
    expect(callsTo(fetch, '/api/hotels/h1/alpinebits', 'DELETE')).toHaveLength(1);
    // The button that opened the question is gone: the focus stays in the card, on its heading.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'AlpineBits' })),
    );
  });

  it('connects, then pushes from the dialog right after the first save', async () => {
    const { fetch } = stubAlpineBitsApi();
    renderCard();
    fireEvent.click(await card().findByRole('button', { name: 'Connect' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Connect AlpineBits' }));
    fireEvent.change(dialog.getByLabelText('Server URL'), { target: { value: 'https://cm.example.com/ab' } });
    fireEvent.change(dialog.getByLabelText('Username'), { target: { value: 'seeblick' } });
    fireEvent.change(dialog.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.change(dialog.getByLabelText('Hotel code'), { target: { value: 'SEE' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    fireEvent.click(await dialog.findByRole('button', { name: 'Push content' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await card().findByText('https://cm.example.com/ab')).toBeTruthy();
    await waitFor(() => expect(callsTo(fetch, '/api/hotels/h1/alpinebits/push', 'POST')).toHaveLength(1));
  });

  it("locks a viewer's Connect, saying why", async () => {
    const { fetch } = stubAlpineBitsApi();
    renderCard('viewer');
    const connect = await card().findByRole('button', { name: 'Connect' });
    expect(connect.getAttribute('aria-disabled')).toBe('true');
    act(() => connect.focus());
    expect(document.getElementById(connect.getAttribute('aria-describedby')!)?.dataset.state).toBe('open');
    fireEvent.click(connect);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetch.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET')).toEqual([]);
  });

  it('lets an editor push but shows the connection read-only, its switch and Disconnect locked', async () => {
    const { fetch } = stubAlpineBitsApi({ connection: connectionView() });
    renderCard('editor');
    await card().findByText('Connected');
    for (const name of ['Push automatically after changes', 'Disconnect']) {
      const control = card().getByRole(name === 'Disconnect' ? 'button' : 'switch', { name });
      expect(control.getAttribute('aria-disabled')).toBe('true');
      const ids = control.getAttribute('aria-describedby')!.split(' ');
      expect(ids.map((id) => document.getElementById(id)?.textContent)).toContain(
        'Your role does not allow this.',
      );
      fireEvent.click(control);
    }
    expect(card().queryByRole('button', { name: 'Edit connection' })).toBeNull();
    fireEvent.click(card().getByRole('button', { name: 'Connection details' }));
    const dialog = await screen.findByRole('dialog', { name: 'AlpineBits connection' });
    const server = within(dialog).getByLabelText('Server URL') as HTMLInputElement;
    expect(server.value).toBe('https://cm.example.com/alpinebits');
    expect(server.readOnly).toBe(true);
    expect(within(dialog).getByText('Your role does not allow this.')).toBeTruthy();
    for (const name of ['Test connection', 'Save']) {
      const control = within(dialog).getByRole('button', { name });
      expect(control.getAttribute('aria-disabled')).toBe('true');
      fireEvent.click(control);
    }
    fireEvent.submit(server.form!);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetch.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET')).toEqual([]);
    // Pushing content to the channel is an editor's.
    const push = card().getByRole('button', { name: 'Push content' });
    expect(push.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(push);
    await waitFor(() => expect(callsTo(fetch, '/api/hotels/h1/alpinebits/push', 'POST')).toHaveLength(1));
  });
});
