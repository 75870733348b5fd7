import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationRecipientsView, NotificationRecipientView } from '@common/notifications/recipients';
import { notificationTexts } from '@common/notifications/texts';
import type { MemberRole } from '@common/teams/roles';
import { ActiveHotelProvider } from '@web/features/hotels/active-hotel';
import { activeHotelView } from '@web/features/teams/testing/hotel-role';
import { storageKeys } from '@web/lib/storage-keys';
import { NotificationRecipientsPage } from './notification-recipients-page';

const hotel = (role: MemberRole) => activeHotelView(role);

const allEvents = [
  'import_finished',
  'ota_login_expiring',
  'push_failed',
  'template_dates',
  'payment_failed',
] as const;
const owner: NotificationRecipientView = {
  userId: 'u-owner',
  name: 'Olga Owner',
  email: 'olga@example.com',
  role: 'owner',
  events: [...allEvents],
  offered: [...allEvents],
  chosen: false,
  isYou: false,
};
const editor: NotificationRecipientView = {
  userId: 'u-anna',
  name: 'Anna Weber',
  email: 'anna@example.com',
  role: 'editor',
  events: ['import_finished', 'template_dates'],
  offered: allEvents.filter((event) => event !== 'payment_failed'),
  chosen: false,
  isYou: false,
};

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/** The hotels list and the recipients routes as the server answers them; `put` may answer otherwise. */
function stubApi(role: MemberRole, view: NotificationRecipientsView, put?: () => Response) {
  let recipients = view.recipients;
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/hotels') return answer(200, { hotels: [hotel(role)] });
    if (url === '/api/hotels/h1/notification-recipients') return answer(200, { ...view, recipients });
    const userId = /notification-recipients\/([^/]+)$/.exec(url)?.[1];
    if (userId && init?.method === 'PUT') {
      if (put) return put();
      const { events } = JSON.parse(String(init.body)) as { events: NotificationRecipientView['events'] };
      const changed = { ...recipients.find((row) => row.userId === userId)!, events, chosen: true };
      recipients = recipients.map((row) => (row.userId === userId ? changed : row));
      return answer(200, { recipient: changed });
    }
    return answer(404, { error: { code: 'notFound', message: 'Not found' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPage() {
  window.localStorage.setItem(storageKeys.activeHotelId, 'h1');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ActiveHotelProvider>
        <NotificationRecipientsPage />
      </ActiveHotelProvider>
    </QueryClientProvider>,
  );
}

const table = () => screen.findByRole('table', { name: 'Who hears of which event' });
const row = (name: string) => within(screen.getByRole('row', { name: new RegExp(`^${name}`) }));
const switchOf = (event: string, name: string) =>
  screen.getByRole('switch', { name: `${event} for ${name}` }) as HTMLButtonElement;

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('NotificationRecipientsPage', () => {
  it('shows the owner a switch per member and event, payments on the owner’s row only', async () => {
    stubApi('owner', { recipients: [{ ...owner, isYou: true }, editor], canChange: true });
    renderPage();
    await table();
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Member',
      'Import finished',
      'OTA login expiring',
      'Push failed',
      'Template dates',
      'Payment failed',
    ]);
    expect(row('Olga Owner').getAllByRole('switch')).toHaveLength(5);
    expect(row('Anna Weber').getAllByRole('switch')).toHaveLength(4);
    expect(row('Anna Weber').getByText('Owners only')).toBeTruthy();
    expect(row('Anna Weber').getByText("Editor · Role's defaults")).toBeTruthy();
    expect(switchOf('Import finished', 'Anna Weber').getAttribute('aria-checked')).toBe('true');
    expect(switchOf('Push failed', 'Anna Weber').getAttribute('aria-checked')).toBe('false');
    expect(switchOf('Payment failed', 'Olga Owner').getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByText('Your role does not allow this.')).toBeNull();
  });

  it('saves a change at once and confirms it', async () => {
    const fetch = stubApi('owner', { recipients: [owner, editor], canChange: true });
    renderPage();
    await table();
    fireEvent.click(switchOf('Import finished', 'Anna Weber'));
    expect(
      (await screen.findByText('Saved: Anna Weber no longer hears of Import finished.')).getAttribute('role'),
    ).toBe('status');
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe('/api/hotels/h1/notification-recipients/u-anna');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ events: ['template_dates'] });
    await waitFor(() =>
      expect(switchOf('Import finished', 'Anna Weber').getAttribute('aria-checked')).toBe('false'),
    );
    expect(row('Anna Weber').queryByText(/Role's defaults/)).toBeNull();

    fireEvent.click(switchOf('Push failed', 'Anna Weber'));
    await screen.findByText('Saved: Anna Weber hears of Push failed.');
    expect(JSON.parse(String(fetch.mock.calls.at(-1)?.[1]?.body))).toEqual({
      events: ['push_failed', 'template_dates'],
    });
  });

  it('says why a change was refused, and keeps the switch as it was', async () => {
    stubApi('owner', { recipients: [owner, editor], canChange: true }, () =>
      answer(400, { error: { code: 'validation', message: notificationTexts.paymentForOwnersOnly } }),
    );
    renderPage();
    await table();
    fireEvent.click(switchOf('Template dates', 'Anna Weber'));
    expect((await screen.findByRole('alert')).textContent).toBe('Only the owner hears of failed payments.');
    expect(switchOf('Template dates', 'Anna Weber').getAttribute('aria-checked')).toBe('true');
  });

  it('shows the choices read-only to another member, saying why on hover and focus', async () => {
    const fetch = stubApi('admin', { recipients: [owner, { ...editor, isYou: false }], canChange: false });
    renderPage();
    await table();
    expect(screen.getByText('Only the owner chooses who hears of what.')).toBeTruthy();
    const locked = switchOf('Import finished', 'Anna Weber');
    expect(locked.getAttribute('aria-disabled')).toBe('true');
    // Still reachable by keyboard, and described by the reason.
    expect(locked.disabled).toBe(false);
    locked.focus();
    expect(document.activeElement).toBe(locked);
    const reason = document.getElementById(locked.getAttribute('aria-describedby')!);
    expect(reason?.textContent).toBe('Your role does not allow this.');
    expect(reason?.getAttribute('role')).toBe('tooltip');
    expect(reason?.className).toContain('group-focus-within:visible');
    expect(reason?.className).toContain('group-hover:visible');
    // A tap shows it too, and changes nothing.
    fireEvent.click(locked);
    expect(reason?.className).toMatch(/(^| )visible( |$)/);
    expect(locked.getAttribute('aria-checked')).toBe('true');
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('says so when no hotel is active', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, { hotels: [] })),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <ActiveHotelProvider>
            <NotificationRecipientsPage />
          </ActiveHotelProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Choose or create a hotel to see who hears of its events.')).toBeTruthy();
  });
});
