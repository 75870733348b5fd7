/**
 * Why an outbound fetch ended without a body, as a code the imports turn into their users' words:
 * - `invalid-url`: not a URL, or a URL with a user name or password in it;
 * - `not-allowed`: a host the fetcher's list does not name (or names only by wildcard, over plain http);
 * - `not-public`: a scheme other than http(s), or an address (the first, a redirect's, or one a name resolves
 *   to) that is loopback, private, link-local (cloud metadata) or otherwise not on the public internet;
 * - `unreachable`: the name does not resolve, the connection fails or resets, the site stalls or times out;
 * - `http-error`: the site answered with an error status (`status` holds it);
 * - `wrong-type`: a content type the kind of fetch does not take (an HTML page where a photo was expected);
 * - `too-large`, `too-many-redirects`;
 * - `robots`: the site's robots.txt asks us not to fetch the page;
 * - `aborted`: the caller's own signal stopped it (the import is stopping), which is no fault of the site.
 */
export type RefusalReason =
  | 'invalid-url'
  | 'not-allowed'
  | 'not-public'
  | 'unreachable'
  | 'http-error'
  | 'wrong-type'
  | 'too-large'
  | 'too-many-redirects'
  | 'robots'
  | 'aborted';

/** An address that was not fetched: `reason` for the user's message, `message` (and `cause`) for the log. */
export class OutboundRefused extends Error {
  override readonly name = 'OutboundRefused';
  readonly status: number | undefined;

  constructor(
    readonly reason: RefusalReason,
    message: string,
    options: { status?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.status = options.status;
  }
}

/**
 * The refusal for an error met while fetching: network errors (they carry a code: ENOTFOUND, ECONNREFUSED,
 * ECONNRESET, TLS failures) and the total deadline are `unreachable`, the caller's abort is `aborted`. Anything
 * else is a fault of ours and is thrown on as it is.
 */
export function asRefusal(error: unknown, callerSignal: AbortSignal | undefined): unknown {
  if (error instanceof OutboundRefused) {
    // A stop that was not the caller's is this fetch's own deadline, met inside beforeRequest's fetch.
    if (error.reason !== 'aborted' || callerSignal?.aborted) return error;
    return new OutboundRefused('unreachable', 'timed out', { cause: error });
  }
  if (callerSignal?.aborted) return new OutboundRefused('aborted', 'stopped by the caller', { cause: error });
  const { name, code, message } = (error ?? {}) as { name?: string; code?: unknown; message?: string };
  if (name === 'AbortError' || name === 'TimeoutError') {
    return new OutboundRefused('unreachable', 'timed out', { cause: error });
  }
  if (typeof code === 'string') return new OutboundRefused('unreachable', message ?? code, { cause: error });
  return error;
}

/** An address for the log, without its query (which may carry a signed token). */
export const where = (url: URL) => `${url.host}${url.pathname}`;
