/** The remote page's address as the connection window's address bar shows it. */
export interface RemoteAddress {
  /** https: the lock; plain http: 'Not secure'. */
  secure: boolean;
  /** Scheme and host (and a port other than the default), the part an operator checks before typing a password. */
  origin: string;
  /** The path, without the query and the fragment. */
  path: string;
}

/**
 * Origin and path only (issue 31, point 11): an extranet's query or fragment can carry a login ticket or a reset
 * code, which must not sit on a screen that may be shared or photographed; the path is enough to see where one
 * is. Null for what is no web page (about:blank while the session starts, Chromium's error pages).
 */
export function remoteAddress(url: string | null | undefined): RemoteAddress | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  return {
    secure: parsed.protocol === 'https:',
    origin: parsed.origin,
    path: parsed.pathname === '/' ? '' : parsed.pathname,
  };
}
