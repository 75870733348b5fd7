import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationView } from '@common/notifications/schemas';
import { NotificationBell } from './notification-bell';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const expiring: NotificationView = {
  id: 'n1',
  kind: 'ota_expired',
  params: { channel: 'Booking.com' },
  hotelId: 'h2',
  hotelName: 'Seehotel Rosa',
  read: false,
  createdAt: minutesAgo(5),
};
const payment: NotificationView = {
  id: 'n2',
  kind: 'payment_failed',
  params: {},
  hotelId: null,
  hotelName: null,
  read: false,
  createdAt: minutesAgo(90),
};
const imported: NotificationView = {
  id: 'n3',
  kind: 'import_succeeded',
  params: { hotelName: 'Art House Basel' },
  hotelId: 'h1',
  hotelName: 'Art House Basel',
  read: true,
  createdAt: minutesAgo(3 * 24 * 60),
};

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/**
 * The notifications API as the server answers it: each hotel's bell holds that hotel's notifications and the
 * account-level ones; `list` may be replaced by a failure or a wait.
 */
function stubApi(notifications: NotificationView[], options: { list?: () => Promise<Response> } = {}) {
  let stored = [...notifications];
  const ofBell = (hotelId: string | null) =>
    stored.filter((notification) => notification.hotelId === null || notification.hotelId === hotelId);
  const unreadCount = (hotelId: string | null) =>
    ofBell(hotelId).filter((notification) => !notification.read).length;
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const { pathname, searchParams } = new URL(url, 'http://app.test');
    if (pathname.endsWith('/unread-count'))
      return answer(200, { unreadCount: unreadCount(searchParams.get('hotelId')) });
    if (pathname.endsWith('/read')) {
      const { ids, hotelId } = JSON.parse(String(init?.body)) as { ids: string[]; hotelId?: string };
      stored = stored.map((notification) =>
        ids.includes(notification.id) ? { ...notification, read: true } : notification,
      );
      return answer(200, { unreadCount: unreadCount(hotelId ?? null) });
    }
    if (options.list) return options.list();
    const hotelId = searchParams.get('hotelId');
    return answer(200, { notifications: ofBell(hotelId), unreadCount: unreadCount(hotelId) });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderBell(hotelId: string | null = 'h2') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = (id: string | null) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <NotificationBell hotelId={id} />
        <Routes>
          <Route path="*" element={<CurrentPath />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
  const view = render(tree(hotelId));
  return { ...view, showHotel: (id: string | null) => view.rerender(tree(id)) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NotificationBell', () => {
  it('shows the unread count, lists the notifications when opened and marks the unread ones read', async () => {
    const fetch = stubApi([expiring, payment, { ...imported, hotelId: 'h2' }]);
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(within(bell).getByTestId('notification-count').textContent).toBe('2');

    fireEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = await within(panel).findAllByRole('link');
    expect(items.map((item) => item.textContent)).toEqual([
      'New: Your Booking.com login has expired and the channel was disconnected. Reconnect it to keep your content in sync.5 minutes ago',
      'New: A payment for your subscription failed. Please update your payment method.1 hour ago',
      'The import of Art House Basel has finished. Review the imported content.3 days ago',
    ]);
    // The badge goes as the server answers that none is left unread.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' }).textContent).toBe(''));
    const marks = fetch.mock.calls.filter(([url]) => url.endsWith('/read'));
    expect(marks.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { ids: ['n1', 'n2'], hotelId: 'h2' },
    ]);
    // Every ask names the active hotel.
    expect(fetch.mock.calls.map(([url]) => url).filter((url) => !url.endsWith('/read'))).toEqual([
      '/api/notifications/unread-count?hotelId=h2',
      '/api/notifications?hotelId=h2',
    ]);
  });

  it('follows a notification’s link to the page that resolves it and closes', async () => {
    stubApi([expiring, payment]);
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    fireEvent.click(await screen.findByRole('link', { name: /payment for your subscription failed/ }));
    expect(screen.getByTestId('path').textContent).toBe('/settings/payment');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the active hotel’s bell: another hotel’s notifications only once that hotel is chosen', async () => {
    stubApi([expiring, payment, imported]);
    const { showHotel } = renderBell('h1');
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    fireEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = await within(panel).findAllByRole('link');
    expect(items.map((item) => item.textContent)).toEqual([
      'New: A payment for your subscription failed. Please update your payment method.1 hour ago',
      'The import of Art House Basel has finished. Review the imported content.3 days ago',
    ]);
    fireEvent.keyDown(panel, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The payment was read in the first hotel's bell; the second shows its own unread expiry alone.
    showHotel('h2');
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    expect(
      (await within(await screen.findByRole('dialog')).findAllByRole('link')).map((item) => item.textContent),
    ).toEqual([
      'New: Your Booking.com login has expired and the channel was disconnected. Reconnect it to keep your content in sync.5 minutes ago',
      'A payment for your subscription failed. Please update your payment method.1 hour ago',
    ]);
  });

  it('asks for the account-level notifications alone without a hotel', async () => {
    const fetch = stubApi([expiring, payment]);
    renderBell(null);
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/notifications/unread-count');
  });

  it('says so when there are none', async () => {
    stubApi([]);
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    expect(screen.queryByTestId('notification-count')).toBeNull();
    fireEvent.click(bell);
    await screen.findByText('No notifications yet');
  });

  it('shows that it is loading, then a failure with a way to try again', async () => {
    let release: (response: Response) => void = () => undefined;
    let fail = true;
    stubApi([payment], {
      list: () =>
        fail
          ? new Promise<Response>((resolve) => {
              release = resolve;
            })
          : Promise.resolve(answer(200, { notifications: [payment], unreadCount: 1 })),
    });
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await screen.findByText('Loading notifications...');
    release(answer(500, { error: { code: 'internal', message: 'Something went wrong' } }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load notifications');

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('link', { name: /payment for your subscription failed/ });
  });
});
