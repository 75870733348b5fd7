import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SessionModule from './session';

const user = { id: 'u1', email: 'anna@example.com', name: '', emailVerified: true };
const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** A fetch whose answers the test releases one by one, in any order. */
function heldFetch() {
  const calls: { init: RequestInit | undefined; release(body: unknown): void }[] = [];
  const fetch = vi.fn(
    (_path: string, init?: RequestInit) =>
      new Promise<Response>((resolve) => {
        calls.push({ init, release: (body) => resolve(answer(body)) });
      }),
  );
  return { fetch, calls };
}

// The store is module state: each test starts from a fresh copy.
let session: typeof SessionModule;
beforeEach(async () => {
  vi.resetModules();
  session = await import('./session');
});
afterEach(() => vi.unstubAllGlobals());

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the session store', () => {
  it('takes the preloaded answer first and asks past the caches afterwards', async () => {
    const fetch = vi.fn().mockResolvedValue(answer({ user: null }));
    vi.stubGlobal('fetch', fetch);
    await session.loadSession();
    fetch.mockResolvedValue(answer({ user }));
    await session.refreshSession();
    expect(fetch.mock.calls.map(([, init]) => (init as RequestInit).cache)).toEqual(['default', 'no-store']);
  });

  it('a refresh after signing in does not join a lookup that left before it', async () => {
    const { fetch, calls } = heldFetch();
    vi.stubGlobal('fetch', fetch);
    const before = session.refreshSession();
    const afterSignIn = session.refreshSession();
    expect(fetch).toHaveBeenCalledTimes(2);

    // The newer answer arrives first; the older one, arriving later, is not shown.
    calls[1]?.release({ user });
    await expect(afterSignIn).resolves.toEqual(user);
    calls[0]?.release({ user: null });
    await before;
    await settle();
    await expect(session.loadSession()).resolves.toEqual(user);
  });

  it('an answer still under way when the user signs out is not shown', async () => {
    const { fetch, calls } = heldFetch();
    vi.stubGlobal('fetch', fetch);
    const lookup = session.refreshSession();
    session.forgetSession();
    calls[0]?.release({ user });
    await lookup;
    await settle();

    // Unknown again, so the next reader asks the server.
    const next = session.loadSession();
    expect(fetch).toHaveBeenCalledTimes(2);
    calls[1]?.release({ user: null });
    await expect(next).resolves.toBeNull();
  });
});
