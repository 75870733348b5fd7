import type { LiveViewLinks } from '@common/ota/schemas';

/**
 * Where the viewer page connects, and whether it may. The live view types into a hotel's extranet, so it runs only
 * inside the app's own connection window (a same-origin parent), never opened on its own or framed by another
 * site; the server also sends `frame-ancestors 'self'`. Its token opens one socket: the first connection uses the
 * token in the page's address, a reload (or a retry) asks the API for a fresh one with the session cookie.
 */

interface Framing {
  self: unknown;
  parent: { readonly location: { readonly origin: string } };
  location: { readonly origin: string };
}

/** True inside a frame whose parent is a page of the app's own origin. */
export function isFramedByTheApp(view: Framing): boolean {
  if (view.parent === view.self) return false;
  try {
    return view.parent.location.origin === view.location.origin;
  } catch {
    // Reading a cross-origin parent's location throws: framed by another site.
    return false;
  }
}

/** The socket's absolute address for a connectUrl path, on the page's own host. */
export function socketAddress(location: Pick<Location, 'protocol' | 'host'>, connectUrl: string): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${connectUrl}`;
}

/** The first socket path: from the token in the page's address, which is then removed from it (used once). */
export function takeLinkToken(location: Pick<Location, 'search'>, history: Pick<History, 'replaceState'>) {
  const params = new URLSearchParams(location.search);
  const session = params.get('session');
  const token = params.get('token');
  if (token && session) history.replaceState(null, '', `?session=${encodeURIComponent(session)}`);
  return {
    session,
    connectUrl:
      session && token
        ? `/api/remote-browser/sessions/${encodeURIComponent(session)}/live?token=${encodeURIComponent(token)}`
        : null,
  };
}

/** A fresh socket path for the signed-in owner of the session, or null when the API says no. */
export async function freshConnectUrl(session: string): Promise<string | null> {
  try {
    const response = await fetch(`/api/remote-browser/sessions/${encodeURIComponent(session)}/live-link`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return null;
    return ((await response.json()) as LiveViewLinks).connectUrl;
  } catch {
    return null;
  }
}
