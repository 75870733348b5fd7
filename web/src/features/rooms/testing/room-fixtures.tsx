import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { MemberRole } from '@common/teams/roles';
import { withHotelRole } from '@web/features/teams/testing/hotel-role';
import { noRoomFacts } from '@common/rooms/room-facts';
import type { RoomView } from '@common/rooms/schemas';

/** A room as the list API answers it. */
export function roomView(id: string, name: string, overrides: Partial<RoomView> = {}): RoomView {
  return {
    id,
    name,
    type: 'standard room',
    coverThumbUrl: null,
    imageCount: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    facts: noRoomFacts,
    ...overrides,
  };
}

export const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

export const failure = (status: number, code: string, message: string) =>
  answer(status, { error: { code, message } });

type Failing = Partial<Record<'GET' | 'POST' | 'PATCH' | 'DELETE', Response | (() => Response)>>;

/**
 * A fake rooms API holding a list, answering like the server: POST adds (201 {room}), PATCH renames, retypes or
 * states facts ({room}), DELETE removes (204). `failing` answers a method with an error instead.
 */
export function stubRoomsApi(initial: RoomView[], failing: Failing = {}) {
  let rooms = [...initial];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const method = (init?.method ?? 'GET') as keyof Failing;
    const refusal = failing[method];
    if (refusal) return typeof refusal === 'function' ? refusal() : refusal.clone();
    const body = init?.body ? JSON.parse(String(init.body)) : {};
    const id = url.match(/\/rooms\/([^/?]+)/)?.[1];
    if (method === 'POST') {
      const room = roomView(`r${rooms.length + 1}`, body.name.trim(), { type: body.type || 'standard room' });
      rooms = [...rooms, room];
      return answer(201, { room });
    }
    if (method === 'PATCH') {
      rooms = rooms.map((room) =>
        room.id === id
          ? {
              ...room,
              name: body.name ?? room.name,
              type: body.type === undefined ? room.type : body.type || 'standard room',
              facts: {
                ...room.facts,
                ...Object.fromEntries(Object.entries(body).filter(([key]) => key in room.facts)),
              },
            }
          : room,
      );
      return answer(200, { room: rooms.find((room) => room.id === id) });
    }
    if (method === 'DELETE') {
      rooms = rooms.filter((room) => room.id !== id);
      return answer(204);
    }
    const byName = url.includes('order=name');
    const list = byName ? [...rooms].sort((a, b) => a.name.localeCompare(b.name)) : rooms;
    return answer(200, { rooms: list });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The calls made with one method, as [url, parsed body]. */
export const callsOf = (fetch: ReturnType<typeof stubRoomsApi>, method: string) =>
  fetch.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([url, init]) => [url, init?.body ? JSON.parse(String(init.body)) : undefined]);

function CurrentLocation() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/**
 * Renders with a fresh query cache (no retries) and a router at `path`, inside the active hotel for a user with
 * `role`; the URL is shown in #location.
 */
export function renderWithRouter(
  ui: ReactElement,
  path = '/active-content/rooms',
  role: MemberRole = 'owner',
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        {withHotelRole(role, ui)}
        <CurrentLocation />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
