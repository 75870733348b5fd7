/**
 * Why an AlpineBits exchange failed (issue 33, "Bad input and faults"), as a kind the push report turns into
 * plain words:
 * - `refused-credentials`: the server answered 401 or 403 (wrong username or password);
 * - `not-alpinebits`: an answer that is not an AlpineBits response (an HTML page, another XML document, a body
 *   of another kind), e.g. a URL that points at a website;
 * - `xml-error`: an answer that claims to be XML and does not parse;
 * - `request-refused`: HTTP 400 with AlpineBits' 'ERROR:' text (the server read the request and refused it,
 *   e.g. an action or version it does not support);
 * - `timeout`: no complete answer within the limit (60 s): the server stalls;
 * - `network`: the name does not resolve, the connection is refused, reset or closed early;
 * - `server-error`: a 5xx status;
 * - `refused-address`: the outbound rules refuse the URL (not http(s), credentials in it, a private address
 *   whose host is not in OUTBOUND_ALLOWED_HOSTS), or the server answered with a redirect (never followed for
 *   a POST);
 * - `not-supported`: the handshake shows the server does not take our version or the Inventory action;
 * - `invalid-message`: a message we built does not validate against the schema: it was never sent.
 * Only `network` and `server-error` are worth trying again (the push's backoff): the others fail the same way.
 */
export type AlpineBitsFailureKind =
  | 'refused-credentials'
  | 'not-alpinebits'
  | 'xml-error'
  | 'request-refused'
  | 'timeout'
  | 'network'
  | 'server-error'
  | 'refused-address'
  | 'not-supported'
  | 'invalid-message';

const retryableKinds: ReadonlySet<AlpineBitsFailureKind> = new Set(['network', 'server-error']);

export class AlpineBitsError extends Error {
  override readonly name = 'AlpineBitsError';
  /** Whether trying the same exchange again may succeed: network faults and 5xx only. */
  readonly retryable: boolean;
  /** The HTTP status, where the server answered. */
  readonly status: number | undefined;
  /**
   * What the other side said, for the report: the schema's complaints for `invalid-message`, the server's
   * 'ERROR:' text for `request-refused`, the start of the body for `not-alpinebits`/`server-error`.
   */
  readonly details: readonly string[];

  constructor(
    readonly kind: AlpineBitsFailureKind,
    message: string,
    options: { status?: number; details?: readonly string[]; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.retryable = retryableKinds.has(kind);
    this.status = options.status;
    this.details = options.details ?? [];
  }
}
