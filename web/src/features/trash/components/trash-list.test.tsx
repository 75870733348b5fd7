import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberRole } from '@common/teams/roles';
import type { TrashItemView } from '@common/trash/schemas';
import { withHotelRole } from '@web/features/teams/testing/hotel-role';
import { TrashList } from './trash-list';
import { expectRoleLocked } from '@web/features/teams/testing/expect-role-locked';

const pool: TrashItemView = {
  id: 'a1',
  name: 'pool.jpg',
  thumbUrl: null,
  deletedAt: '2026-03-01T09:00:00.000Z',
  purgeAt: '2026-03-31T09:00:00.000Z',
  daysLeft: 20,
};

/** The photos' trash holding one photo; restoring and deleting answer as the server does. */
function stubTrashApi() {
  const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
    (init?.method ?? 'GET') === 'GET'
      ? Response.json({ items: [pool] })
      : new Response(null, { status: 204 }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const writes = (fetch: ReturnType<typeof stubTrashApi>) =>
  fetch.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') !== 'GET')
    .map(([url, init]) => `${init?.method} ${url}`);

function renderTrash(role: MemberRole) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      {withHotelRole(role, <TrashList hotelId="h1" kind="assets" />)}
    </QueryClientProvider>,
  );
}

describe('TrashList by role', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("locks a viewer's Restore and Delete permanently, saying why on focus, and sends nothing", async () => {
    const fetch = stubTrashApi();
    renderTrash('viewer');
    for (const name of ['Restore pool.jpg', 'Delete permanently pool.jpg']) {
      const control = await screen.findByRole('button', { name });
      expectRoleLocked(control);
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes(fetch)).toEqual([]);
  });

  it("leaves an editor's Restore to restore", async () => {
    const fetch = stubTrashApi();
    renderTrash('editor');
    const restore = await screen.findByRole('button', { name: 'Restore pool.jpg' });
    expect(restore.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(restore);
    await waitFor(() => expect(writes(fetch)).toEqual(['POST /api/hotels/h1/trash/assets/a1/restore']));
  });
});
