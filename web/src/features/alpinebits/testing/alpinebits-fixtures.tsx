import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { MemberRole } from '@common/teams/roles';
import { withHotelRole } from '@web/features/teams/testing/hotel-role';
import type {
  AlpineBitsConnectionView,
  AlpineBitsHandshakeView,
  AlpineBitsResponse,
  AlpineBitsRoomCodeView,
  PushRunView,
} from '@common/alpinebits/schemas';

/** A saved connection as GET /api/hotels/:hotelId/alpinebits answers it. */
export function connectionView(overrides: Partial<AlpineBitsConnectionView> = {}): AlpineBitsConnectionView {
  return {
    serverUrl: 'https://cm.example.com/alpinebits',
    username: 'seeblick',
    hasPassword: true,
    hotelCode: 'SEEBL1',
    autoPush: false,
    handshake: handshakeView(),
    changedSinceLastPush: false,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function handshakeView(overrides: Partial<AlpineBitsHandshakeView> = {}): AlpineBitsHandshakeView {
  return {
    versions: [
      {
        version: '2024-10',
        actions: [
          'action_OTA_Ping',
          'action_OTA_HotelDescriptiveContentNotif_Inventory',
          'action_OTA_HotelDescriptiveContentNotif_Info',
        ],
      },
    ],
    version: '2024-10',
    supports: { inventory: true, info: true },
    checkedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export const roomCodeView = (
  roomId: string,
  name: string,
  code: string | null,
  suggestedCode = code ??
    name
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 8),
): AlpineBitsRoomCodeView => ({ roomId, name, code, suggestedCode });

/** Two rooms: one with a stored code, one (added later) with only a suggestion. */
export const sampleRooms = [
  roomCodeView('00000000-0000-4000-8000-000000000001', 'Double Room', 'DZ'),
  roomCodeView('00000000-0000-4000-8000-000000000002', 'Junior Suite', null, 'JUNIORS'),
];

/** A run that succeeded at 12:00:09 after 9 seconds; override what a test needs. */
export function pushRun(id: string, overrides: Partial<PushRunView> = {}): PushRunView {
  return {
    id,
    status: 'succeeded',
    trigger: 'manual',
    queuedAt: '2026-03-05T12:00:00.000Z',
    startedAt: '2026-03-05T12:00:00.000Z',
    finishedAt: '2026-03-05T12:00:09.000Z',
    durationMs: 9_000,
    tries: 1,
    counts: { rooms: 4, pictures: 38, languages: 2 },
    languages: ['de', 'en'],
    answers: [{ message: 'inventory', outcome: 'success', warnings: [], errors: [] }],
    warnings: [],
    errors: [],
    failure: null,
    leftOut: [],
    ...overrides,
  };
}

export const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

export const failure = (status: number, message: string, fields?: Record<string, string>) =>
  answer(status, {
    error: {
      code: status >= 500 ? 'internal' : status === 429 ? 'rateLimited' : 'validation',
      message,
      fields,
    },
  });

type Route = 'get' | 'save' | 'update' | 'delete' | 'handshake' | 'push';
/** Answers that replace the fake server's own: a failure, or one that waits (a function). */
type Answers = Partial<Record<Route, Response | (() => Response | Promise<Response>)>>;

function routeOf(url: string, method: string): Route {
  if (url.endsWith('/handshake')) return 'handshake';
  if (url.endsWith('/push')) return 'push';
  return ({ PUT: 'save', PATCH: 'update', DELETE: 'delete' } as const)[method as 'PUT'] ?? 'get';
}

/**
 * A fake AlpineBits API answering like the server: `state` is what GET answers, changed by saving, the switch,
 * a push (a queued run, which the next read finds finished as `finishPushAs` says) and disconnecting.
 */
export function stubAlpineBitsApi(initial: Partial<AlpineBitsResponse> = {}, answers: Answers = {}) {
  const state: AlpineBitsResponse & { finishPushAs: Partial<PushRunView> } = {
    connection: null,
    rooms: sampleRooms,
    runs: [],
    finishPushAs: {},
    ...initial,
  };
  let pushes = 0;
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const route = routeOf(url.split('?')[0]!, method);
    const replaced = answers[route];
    if (replaced) return typeof replaced === 'function' ? replaced() : replaced.clone();
    const body = init?.body ? JSON.parse(String(init.body)) : {};
    const view = () => ({ connection: state.connection, rooms: state.rooms, runs: state.runs });
    switch (route) {
      case 'get': {
        const answerNow = view();
        // The read after a push finds it finished.
        state.runs = state.runs.map((run) =>
          run.status === 'queued' || run.status === 'running'
            ? pushRun(run.id, { queuedAt: run.queuedAt, ...state.finishPushAs })
            : run,
        );
        return answer(200, answerNow);
      }
      case 'handshake':
        return answer(200, { handshake: handshakeView() });
      case 'save':
        state.connection = connectionView({
          serverUrl: body.serverUrl,
          username: body.username,
          hotelCode: body.hotelCode,
          autoPush: body.autoPush,
        });
        state.rooms = state.rooms.map((room) => ({ ...room, code: body.roomCodes[room.roomId] ?? null }));
        return answer(200, view());
      case 'update':
        state.connection = { ...state.connection!, ...body };
        return answer(200, view());
      case 'delete':
        state.connection = null;
        state.runs = [];
        return answer(204);
      case 'push': {
        pushes += 1;
        const run = pushRun(`push-${pushes}`, {
          status: 'queued',
          queuedAt: new Date().toISOString(),
          startedAt: null,
          finishedAt: null,
          durationMs: null,
          counts: null,
        });
        state.runs = [run, ...state.runs];
        return answer(202, { run });
      }
    }
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, state };
}

/** The calls made to a path ending (before any query) with `suffix`, as [method, parsed body]. */
export const callsTo = (
  fetch: ReturnType<typeof stubAlpineBitsApi>['fetch'],
  suffix: string,
  method?: string,
) =>
  fetch.mock.calls
    .filter(
      ([url, init]) => url.split('?')[0]!.endsWith(suffix) && (!method || (init?.method ?? 'GET') === method),
    )
    .map(
      ([, init]) => [init?.method ?? 'GET', init?.body ? JSON.parse(String(init.body)) : undefined] as const,
    );

/** Renders with a fresh query cache (no retries) inside a router, as /ota does, for a user with `role`. */
export function renderWithClient(ui: ReactElement, role: MemberRole = 'owner') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/ota']}>{withHotelRole(role, ui)}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}
