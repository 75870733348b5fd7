import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberRole } from '@common/teams/roles';
import type { TranslationRunView } from '@common/translations/schemas';
import {
  bodiesOf,
  notConfigured,
  renderWithRouter,
  stubTextsApi,
  type FakeTextsOptions,
} from '../testing/translations-fixtures';
import { ContentLanguageTexts } from './content-language-texts';

function renderTexts(
  options: FakeTextsOptions = {},
  path = '/active-content?lang=it',
  role: MemberRole = 'owner',
) {
  const fetch = stubTextsApi({ languages: ['de', 'it'], ...options });
  renderWithRouter(
    <ContentLanguageTexts hotelId="h1" primaryTexts={<p>Die Tabs der Seite</p>} />,
    path,
    role,
  );
  return fetch;
}

const startButton = () => screen.getByRole('button', { name: 'Translate all missing' }) as HTMLButtonElement;
const progress = () => screen.getByRole('progressbar', { name: 'Translating missing texts' });
/** The run is polled every second: the clock jumps to the next poll. */
const nextPoll = () => act(() => vi.advanceTimersByTimeAsync(1000));

describe('Translate all missing', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts the job, shows its progress, then its outcome, and the translated texts', async () => {
    // The clock runs on its own (for the waits below) and jumps to each poll.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = renderTexts();
    await screen.findByRole('heading', { name: 'Texts in Italian' });
    expect(screen.getByRole('button', { name: 'IT (Italian: 7 missing)' })).toBeTruthy();
    fireEvent.click(startButton());

    expect(await screen.findByText('0 of 7 texts translated')).toBeTruthy();
    expect(progress().getAttribute('aria-valuemin')).toBe('0');
    expect(progress().getAttribute('aria-valuemax')).toBe('7');
    expect(progress().getAttribute('aria-valuenow')).toBe('0');
    expect(progress().getAttribute('aria-valuetext')).toBe('0 of 7 texts translated');
    expect(startButton().disabled).toBe(true);

    // Half of the texts after the first poll, all after the second.
    await nextPoll();
    await waitFor(() => expect(progress().getAttribute('aria-valuenow')).toBe('4'));
    expect(screen.getByText('4 of 7 texts translated')).toBeTruthy();
    await nextPoll();
    expect(await screen.findByText('7 texts translated')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(startButton().disabled).toBe(false);
    expect(bodiesOf(fetch, 'POST', '/api/hotels/h1/translation-runs')).toEqual([{}]);

    // The texts are read again: the translations in their fields, the chip current.
    expect(await screen.findByRole('button', { name: 'IT (Italian: all current)' })).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'Italian: Description of Hotel Seeblick' });
    expect((field as HTMLTextAreaElement).value).toBe('[it] Ein ruhiges Haus am See.');
  });

  it('says how many failed and why', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderTexts({ builtin: true });
    await screen.findByRole('heading', { name: 'Texts in Italian' });
    fireEvent.click(startButton());
    expect(await screen.findByText('0 of 7 texts translated')).toBeTruthy();
    await nextPoll();
    expect(await screen.findByText(`0 of 7 texts translated. 7 failed: ${notConfigured}`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'IT (Italian: 7 missing)' })).toBeTruthy();
    expect(startButton().disabled).toBe(false);
  });

  it('says so when nothing is missing', async () => {
    renderTexts({
      handlers: {
        'POST /api/hotels/h1/translation-runs': () =>
          new Response(
            JSON.stringify({
              error: { code: 'conflict', message: "Every text is translated into the hotel's languages." },
            }),
            { status: 409 },
          ),
      },
    });
    await screen.findByRole('heading', { name: 'Texts in Italian' });
    fireEvent.click(startButton());
    const said = await screen.findByText("Every text is translated into the hotel's languages.");
    expect(said.getAttribute('role')).toBe('status');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('follows a run already open when the page loads, its button waiting', async () => {
    const open: TranslationRunView = {
      id: 'run-1',
      status: 'running',
      languages: ['it'],
      total: 40,
      translated: 12,
      failed: 0,
      failure: null,
      queuedAt: '2026-03-12T09:00:00.000Z',
      startedAt: '2026-03-12T09:00:01.000Z',
      finishedAt: null,
    };
    renderTexts({
      handlers: {
        'GET /api/hotels/h1/translation-runs/latest': () => new Response(JSON.stringify({ run: open })),
      },
    });
    expect(await screen.findByText('12 of 40 texts translated')).toBeTruthy();
    expect(progress().getAttribute('aria-valuenow')).toBe('12');
    expect(startButton().disabled).toBe(true);
  });

  it('shows no outcome of a run that ended before the page was opened', async () => {
    const ended: TranslationRunView = {
      id: 'run-0',
      status: 'succeeded',
      languages: ['it'],
      total: 3,
      translated: 3,
      failed: 0,
      failure: null,
      queuedAt: '2026-03-12T09:00:00.000Z',
      startedAt: '2026-03-12T09:00:01.000Z',
      finishedAt: '2026-03-12T09:00:05.000Z',
    };
    const fetch = renderTexts({ latestRun: ended });
    await screen.findByRole('heading', { name: 'Texts in Italian' });
    await waitFor(() =>
      expect(bodiesOf(fetch, 'GET', '/api/hotels/h1/translation-runs/latest')).toHaveLength(1),
    );
    expect(screen.queryByText('3 texts translated')).toBeNull();
    expect(startButton().disabled).toBe(false);
    expect(within(document.body).queryByRole('progressbar')).toBeNull();
  });

  it("locks a viewer's 'Translate all missing', saying why, and starts nothing", async () => {
    const fetch = renderTexts({}, '/active-content?lang=it', 'viewer');
    await screen.findByRole('heading', { name: 'Texts in Italian' });
    expect(startButton().getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(startButton().getAttribute('aria-describedby')!)?.textContent).toBe(
      'Your role does not allow this.',
    );
    fireEvent.click(startButton());
    fireEvent.keyDown(startButton(), { key: 'Enter' });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(fetch.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET')).toEqual([]);
  });
});
