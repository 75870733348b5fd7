import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { MemberRole } from '@common/teams/roles';
import { withHotelRole } from '@web/features/teams/testing/hotel-role';
import { otaConnectionName, type OtaType } from '@common/ota/channels';
import type { CheckUrlResponse, OtaView } from '@common/ota/schemas';

/** A connection as GET /api/hotels/:hotelId/otas answers it. */
export function otaView(id: string, type: OtaType, overrides: Partial<OtaView> = {}): OtaView {
  return {
    id,
    hotelId: 'h1',
    type,
    name: otaConnectionName(type),
    status: 'connected',
    cookieExpiryDate: null,
    lastSync: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    hasSavedLogin: true,
    ...overrides,
  };
}

export const sessionId = '5f0c3a9e-1b2d-4c3e-8f00-000000000001';

export const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

export const failure = (status: number, code: string, message: string) =>
  answer(status, { error: { code, message } });

type Route =
  | 'list'
  | 'delete'
  | 'sync'
  | 'session'
  | 'checkUrl'
  | 'keepAlive'
  | 'liveLink'
  | 'navigate'
  | 'closeSession'
  | 'context';
/** Answers that replace the fake server's own: a failure, an odd reply, or one that waits (a function). */
type Failing = Partial<Record<Route, Response | (() => Response | Promise<Response>)>>;

function routeOf(url: string, method: string): Route {
  if (url.includes('/check-url')) return 'checkUrl';
  if (url.endsWith('/keep-alive')) return 'keepAlive';
  if (url.endsWith('/live-link')) return 'liveLink';
  if (url.endsWith('/navigate')) return 'navigate';
  if (url.endsWith('/contexts')) return 'context';
  if (url.endsWith('/sessions')) return 'session';
  if (url.includes('/remote-browser/sessions/')) return 'closeSession';
  if (url.endsWith('/sync')) return 'sync';
  return method === 'DELETE' ? 'delete' : 'list';
}

/**
 * A fake OTA and remote-browser API answering like the server. `browser` is what check-url reports; change it
 * in a test to let the login be detected, the browser crash, or the session wait in line (state 'waiting' with
 * a queuePosition: a session started then waits too). Contexts add (or renew) the connection.
 */
export function stubOtaApi(initial: OtaView[], failing: Failing = {}) {
  let otas = [...initial];
  const browser: Omit<CheckUrlResponse, 'currentUrl'> & { currentUrl: string } = {
    currentUrl: 'https://admin.booking.com/sign-in',
    pageError: null,
    possiblyLoggedIn: false,
    loginDetected: false,
    state: 'open',
    queuePosition: null,
  };
  let lastSessionType: OtaType = 'booking';
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const route = routeOf(url, method);
    const refusal = failing[route];
    if (refusal) return typeof refusal === 'function' ? refusal() : refusal.clone();
    const body = init?.body ? JSON.parse(String(init.body)) : {};
    const otaId = url.match(/\/otas\/([^/?]+)/)?.[1];
    switch (route) {
      case 'list':
        return answer(200, { otas });
      case 'delete':
        otas = otas.filter((ota) => ota.id !== otaId);
        return answer(204);
      case 'sync': {
        const ota = otas.find((existing) => existing.id === otaId)!;
        return answer(200, { ota, stillLoggedIn: ota.status === 'connected' });
      }
      case 'session':
        lastSessionType = body.otaType;
        return answer(201, {
          sessionId,
          liveViewLink: `/live-view.html?session=${sessionId}&token=t0ken`,
          connectUrl: `/api/remote-browser/sessions/${sessionId}/live?token=t0ken`,
          contextId: body.otaId ?? null,
          queuePosition: browser.state === 'waiting' ? browser.queuePosition : null,
        });
      case 'checkUrl':
        return answer(200, { ...browser });
      case 'keepAlive':
        return answer(200, { status: 'ok' });
      case 'navigate':
        browser.currentUrl = body.url;
        browser.pageError = null;
        return answer(200, { status: 'ok' });
      case 'liveLink':
        return answer(200, {
          liveViewLink: `/live-view.html?session=${sessionId}&token=fr3sh`,
          connectUrl: `/api/remote-browser/sessions/${sessionId}/live?token=fr3sh`,
        });
      case 'closeSession':
        return answer(200, { status: 'closed' });
      case 'context': {
        const renewed = otas.find((ota) => ota.id === body.otaId);
        const ota = renewed
          ? { ...renewed, status: 'connected' as const, lastSync: '2026-03-05T12:30:00.000Z' }
          : otaView(`new-${lastSessionType}`, lastSessionType, { lastSync: '2026-03-05T12:30:00.000Z' });
        otas = renewed ? otas.map((existing) => (existing.id === ota.id ? ota : existing)) : [...otas, ota];
        return answer(201, { contextId: 'c1', cookieExpiryDate: null, ota });
      }
    }
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, browser };
}

/** The calls made to a path ending (before any query) with `suffix`, as [method, parsed body]. */
export const callsTo = (fetch: ReturnType<typeof stubOtaApi>['fetch'], suffix: string, method?: string) =>
  fetch.mock.calls
    .filter(
      ([url, init]) => url.split('?')[0]!.endsWith(suffix) && (!method || (init?.method ?? 'GET') === method),
    )
    .map(
      ([, init]) => [init?.method ?? 'GET', init?.body ? JSON.parse(String(init.body)) : undefined] as const,
    );

/**
 * Lets the fake clock run, a second at a time so that React renders what each second brought (it renders when
 * act ends), then one more millisecond: the query cache hands answers over in a zero-delay timer, which a fake
 * clock runs only once time moves on.
 */
export async function pass(ms: number) {
  for (let left = ms; left > 0; left -= 1000)
    await act(() => vi.advanceTimersByTimeAsync(Math.min(left, 1000)));
  await act(() => vi.advanceTimersByTimeAsync(1));
}

/** Renders with a fresh query cache (no retries) inside a router. */
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
