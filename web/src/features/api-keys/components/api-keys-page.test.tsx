import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endOfDay } from '../hooks/use-api-key-draft';
import {
  fullKey,
  hotelView,
  keyView,
  renderWithHotels,
  stubClipboard,
  stubKeysApi,
} from '../testing/api-key-fixtures';
import { ApiKeysPage } from './api-keys-page';

const hotels = [hotelView('h1', 'Adler Lindau'), hotelView('h2', 'Adler Konstanz')];
const renderPage = () => renderWithHotels(<ApiKeysPage />, 'h2');
const table = () => screen.findByRole('table', { name: 'API keys' });
const row = (name: string) => within(screen.getByRole('row', { name: new RegExp(`^${name}`) }));
const posts = (fetch: ReturnType<typeof stubKeysApi>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => [url, init?.body ? JSON.parse(String(init.body)) : undefined]);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ApiKeysPage', () => {
  it('explains keys when there are none, linking the API reference', async () => {
    stubKeysApi([], hotels);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No API keys yet' })).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'API reference' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/api/v1/docs', '/api/v1/docs']);
    expect((screen.getByRole('button', { name: 'Create API key' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('lists each key with its prefix, hotels, use, expiry and status; revoked keys have no Revoke', async () => {
    stubKeysApi(
      [
        keyView('ab12cd34', 'Website', {
          lastUsedAt: '2026-03-05T12:30:00.000Z',
          expiresAt: '2026-12-31T22:59:59.999Z',
          hotels: [
            { id: 'h1', name: 'Adler Lindau' },
            { id: 'h2', name: 'Adler Konstanz' },
          ],
        }),
        keyView('ef56gh78', 'Old engine', { status: 'revoked', revokedAt: '2026-03-02T10:00:00.000Z' }),
        keyView('ij90kl12', 'Orphan', { status: 'noHotels', hotels: [] }),
      ],
      hotels,
    );
    renderPage();
    await table();
    const website = row('Website');
    expect(website.getByText('hcs_ab12cd34…')).toBeTruthy();
    expect(website.getByText('Adler Lindau, Adler Konstanz')).toBeTruthy();
    expect(website.getByText(/^5 Mar 2026, \d\d:30$/)).toBeTruthy();
    expect(website.getByText(/^(31 Dec 2026|1 Jan 2027), \d\d:59$/)).toBeTruthy();
    expect(website.getByText('Active')).toBeTruthy();
    expect(website.getByRole('button', { name: 'Revoke API key Website' })).toBeTruthy();

    const old = row('Old engine');
    expect(old.getByText('Revoked')).toBeTruthy();
    expect(old.getAllByText('Never')).toHaveLength(2);
    expect(old.queryByRole('button', { name: /Revoke/ })).toBeNull();

    expect(row('Orphan').getByText('None left')).toBeTruthy();
    expect(row('Orphan').getByText('No hotels: reads nothing')).toBeTruthy();
  });

  it('creates a key for the active hotel and shows it once, with Copy', async () => {
    const fetch = stubKeysApi([], hotels);
    const writeText = stubClipboard();
    renderPage();
    await screen.findByRole('heading', { name: 'No API keys yet' });
    fireEvent.click(screen.getByRole('button', { name: 'Create API key' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create API key' }));
    expect((dialog.getByRole('checkbox', { name: 'Adler Konstanz' }) as HTMLInputElement).checked).toBe(true);
    expect((dialog.getByRole('checkbox', { name: 'Adler Lindau' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'Website' } });
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Adler Lindau' }));
    fireEvent.change(dialog.getByLabelText('Expires on (optional)'), { target: { value: '2030-06-30' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create API key' }));

    const shown = within(await screen.findByRole('dialog', { name: 'Your new API key' }));
    expect(posts(fetch)).toEqual([
      ['/api/api-keys', { name: 'Website', hotelIds: ['h2', 'h1'], expiresAt: endOfDay('2030-06-30') }],
    ]);
    expect((shown.getByLabelText('API key') as HTMLInputElement).value).toBe(fullKey);
    expect(
      shown.getByText('Copy this key now and keep it somewhere safe. It will not be shown again.'),
    ).toBeTruthy();
    fireEvent.click(shown.getByRole('button', { name: 'Copy' }));
    expect(await shown.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(fullKey);
    fireEvent.click(shown.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await table();
    expect(row('Website').getByText('hcs_NEWKEY12…')).toBeTruthy();
    expect(screen.queryByText(fullKey)).toBeNull();
  });

  it('warns before closing a new key that was not copied', async () => {
    stubKeysApi([], hotels);
    renderPage();
    await screen.findByRole('heading', { name: 'No API keys yet' });
    fireEvent.click(screen.getByRole('button', { name: 'Create API key' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create API key' }));
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'Website' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create API key' }));
    const shown = within(await screen.findByRole('dialog', { name: 'Your new API key' }));
    // Escape, like Done, first warns.
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(
      await shown.findByText(
        'You have not copied the key yet. Once this window is closed, the key cannot be shown again.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Your new API key' })).toBeTruthy();
    fireEvent.click(shown.getByRole('button', { name: 'Close without copying' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("needs a hotel, and shows the server's refusal under its field", async () => {
    const fetch = stubKeysApi([], hotels, {
      createAnswer: () =>
        new Response(
          JSON.stringify({
            error: {
              code: 'validation',
              message: 'The name can be at most 100 characters long',
              fields: { name: 'The name can be at most 100 characters long' },
            },
          }),
          { status: 400 },
        ),
    });
    renderPage();
    await screen.findByRole('heading', { name: 'No API keys yet' });
    fireEvent.click(screen.getByRole('button', { name: 'Create API key' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create API key' }));
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'Website' } });
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Adler Konstanz' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Create API key' }));
    expect(await dialog.findByText('Please choose at least one hotel the key may read')).toBeTruthy();
    expect(posts(fetch)).toEqual([]);

    fireEvent.click(dialog.getByRole('checkbox', { name: 'Adler Konstanz' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Create API key' }));
    expect(await dialog.findByText('The name can be at most 100 characters long')).toBeTruthy();
    expect(dialog.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
  });

  it('revokes a key only after the confirmation naming it', async () => {
    const fetch = stubKeysApi([keyView('ab12cd34', 'Website')], hotels);
    renderPage();
    await table();
    fireEvent.click(row('Website').getByRole('button', { name: 'Revoke API key Website' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Revoke API key' }));
    expect(dialog.getByText('This cannot be undone')).toBeTruthy();
    expect(dialog.getByText('Revoke the key Website (hcs_ab12cd34…)?')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(fetch)).toEqual([]);

    fireEvent.click(row('Website').getByRole('button', { name: 'Revoke API key Website' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Revoke API key' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(row('Website').getByText('Revoked')).toBeTruthy());
    expect(posts(fetch)).toEqual([['/api/api-keys/ab12cd34/revoke', undefined]]);
  });

  it('says when the limit of active keys is reached', async () => {
    stubKeysApi([keyView('ab12cd34', 'Website')], hotels, { maxActiveKeys: 1 });
    renderPage();
    expect(
      await screen.findByText(
        'You have 1 active API key, the most you can have. Revoke one you no longer need to create another.',
      ),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Create API key' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers only the hotels the user administers, another locked with the reason beside it', async () => {
    const fetch = stubKeysApi(
      [],
      [hotelView('h1', 'Adler Lindau'), hotelView('h2', 'Hotel Seeblick', 'editor')],
    );
    renderPage();
    await screen.findByRole('heading', { name: 'No API keys yet' });
    fireEvent.click(screen.getByRole('button', { name: 'Create API key' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create API key' }));
    // The active hotel is one they only edit: the hotel they administer is chosen instead.
    const lindau = dialog.getByRole('checkbox', { name: 'Adler Lindau' }) as HTMLInputElement;
    expect(lindau.checked).toBe(true);
    const seeblick = dialog.getByRole('checkbox', { name: /^Hotel Seeblick/ }) as HTMLInputElement;
    expect(seeblick.checked).toBe(false);
    expect(seeblick.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(seeblick.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Your role does not allow this.',
    );
    fireEvent.click(seeblick);
    expect(seeblick.checked).toBe(false);
    expect(lindau.getAttribute('aria-disabled')).toBeNull();
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'Website' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create API key' }));
    await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(posts(fetch)).toEqual([['/api/api-keys', { name: 'Website', hotelIds: ['h1'], expiresAt: null }]]);
  });
});
