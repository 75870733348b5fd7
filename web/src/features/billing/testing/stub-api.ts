import { vi } from 'vitest';

type Reply = { status?: number; body?: unknown };
type Route = Reply | ((body: unknown) => Reply);

/**
 * Replaces fetch with answers keyed by 'METHOD /path'. A call nobody expected answers 404, so a test sees it
 * fail instead of hanging.
 */
export function stubApi(routes: Record<string, Route>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const route = routes[key];
    const sent: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const reply = !route
      ? { status: 404, body: { error: { code: 'notFound', message: `No stub for ${key}` } } }
      : typeof route === 'function'
        ? route(sent)
        : route;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The JSON bodies fetch was called with for one path. */
export function sentBodies(fetch: ReturnType<typeof stubApi>, path: string): unknown[] {
  return fetch.mock.calls
    .filter(([input]) => String(input) === path)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}

/** jsdom cannot leave the page; the tests watch where the browser would have gone instead. */
export function stubLocationAssign() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

export const apiError = (status: number, code: string, message: string): Reply => ({
  status,
  body: { error: { code, message } },
});
