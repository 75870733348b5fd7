import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { matchAllowedHost } from './allowed-hosts';
import { fetchKinds, userAgent, type FetchKind } from './fetch-kinds';
import { asRefusal, OutboundRefused, where } from './outbound-refused';
import { isPublicAddress } from './public-address';
import { publicOnlyLookup } from './public-only-lookup';
import { readBody, type BodyRules } from './read-body';

/** Which hosts one fetcher may reach. */
export interface HostPolicy {
  /**
   * `host[:port]` entries (allowed-hosts.ts). A host named exactly is trusted: plain http and loopback or private
   * addresses are fine. A host matched by a `*.example.com` entry must be https on a public address.
   */
  allowedHosts: readonly string[];
  /** Any other host too, over http or https, as long as every address it resolves to is public. */
  anyPublicHost: boolean;
}

export interface OutboundTimeouts {
  /** The whole fetch, redirects included. */
  totalMs: number;
  /** Longest wait for the connection, the answer or the next bytes: a site that stalls ends here. */
  idleMs: number;
}

export const defaultTimeouts: OutboundTimeouts = { totalMs: 30_000, idleMs: 10_000 };

export interface OutboundFetchOptions {
  kind: FetchKind;
  /** The caller's stop (the import's); ending it refuses with `aborted`. */
  signal?: AbortSignal;
  /** Overrides of the kind's rules (fetch-kinds.ts). */
  accept?: string;
  maxBytes?: number;
  maxRedirects?: number;
  /** Keep the first maxBytes of a longer body instead of refusing it (robots.txt). */
  truncate?: boolean;
  /**
   * Called with the first address and every redirect target once the host policy allowed it, before it is
   * asked; throws an OutboundRefused to refuse it (the site fetcher checks robots.txt here).
   */
  beforeRequest?: (url: URL, signal: AbortSignal) => Promise<void>;
}

/** A POST of a body the caller made (a webhook's event, an AlpineBits message) to an address a user gave. */
export interface OutboundPostOptions {
  body: Buffer | string;
  contentType: string;
  /** More request headers (a signature, an Authorization); user-agent is always the product's. */
  headers?: Record<string, string>;
  accept?: string;
  /** The answer's body is read up to this many bytes and cut off there (64 KB unless given). */
  maxResponseBytes?: number;
  signal?: AbortSignal;
}

/** The receiver's answer to a POST, whatever its status: the caller decides what a status means. */
export interface OutboundPostResponse {
  status: number;
  contentType: string | null;
  /** At most maxResponseBytes of it. */
  body: Buffer;
}

export interface OutboundResponse {
  body: Buffer;
  /** Where the body came from, after redirects. */
  finalUrl: string;
  contentType: string | null;
  status: number;
}

interface Target {
  url: URL;
  /** Named exactly on the list: no public-address check. */
  trusted: boolean;
}

/**
 * Fetches what a user's input points at (a listing's photos, a hotel's website) without letting that input reach
 * anything else: only http(s), no credentials in URLs, hosts by the policy, every redirect checked again as if
 * it were the first address, and addresses checked by the connection's own DNS lookup (public-only-lookup.ts).
 * Sizes and times are capped. Connections are kept alive between fetches; close() ends them.
 */
export class OutboundFetcher {
  private readonly agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: 8 }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: 8 }),
  };

  constructor(
    private readonly policy: HostPolicy,
    private readonly timeouts: OutboundTimeouts = defaultTimeouts,
  ) {}

  async fetch(address: string, options: OutboundFetchOptions): Promise<OutboundResponse> {
    const rules = rulesFor(options);
    const deadline = AbortSignal.timeout(this.timeouts.totalMs);
    const stop = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
    try {
      options.signal?.throwIfAborted();
      let target = this.checked(address);
      for (let redirects = 0; ; redirects++) {
        await options.beforeRequest?.(target.url, stop);
        const response = await this.request(target, { method: 'GET', accept: rules.accept }, stop);
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (status >= 300 && status < 400 && location) {
          // Not drained for the connection's sake: a redirect's body is whatever the site wants it to be.
          response.destroy();
          if (redirects >= rules.maxRedirects) {
            throw new OutboundRefused('too-many-redirects', `too many redirects: ${where(target.url)}`);
          }
          target = this.checked(location, target.url);
          continue;
        }
        const { idleMs } = this.timeouts;
        const callerSignal = options.signal;
        const body = await readBody(response, { url: target.url, rules, idleMs, stop, callerSignal });
        const contentType = response.headers['content-type'] ?? null;
        return { body, finalUrl: target.url.href, contentType, status };
      }
    } catch (error) {
      throw asRefusal(error, options.signal);
    }
  }

  /**
   * POSTs a body to an address under the same host policy and address checks as fetch. A redirect is not followed
   * (a POST's body is not sent on to wherever the receiver points) and comes back as its 3xx status, like any
   * other answer; refusals and network failures throw OutboundRefused as fetch does.
   */
  async post(address: string, options: OutboundPostOptions): Promise<OutboundPostResponse> {
    const deadline = AbortSignal.timeout(this.timeouts.totalMs);
    const stop = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
    try {
      options.signal?.throwIfAborted();
      const target = this.checked(address);
      const body = typeof options.body === 'string' ? Buffer.from(options.body) : options.body;
      const headers = {
        ...options.headers,
        'content-type': options.contentType,
        'content-length': String(body.length),
      };
      const accept = options.accept ?? '*/*';
      const response = await this.request(target, { method: 'POST', accept, headers, body }, stop);
      const rules: BodyRules = {
        maxBytes: options.maxResponseBytes ?? 64 * 1024,
        takesType: () => true,
        expected: 'an answer',
        truncate: true,
        anyStatus: true,
      };
      const { idleMs } = this.timeouts;
      const callerSignal = options.signal;
      const answer = await readBody(response, { url: target.url, rules, idleMs, stop, callerSignal });
      return {
        status: response.statusCode ?? 0,
        contentType: response.headers['content-type'] ?? null,
        body: answer,
      };
    } catch (error) {
      throw asRefusal(error, options.signal);
    }
  }

  close() {
    for (const agent of Object.values(this.agents)) agent.destroy();
  }

  private checked(address: string, base?: URL): Target {
    let url: URL;
    try {
      url = new URL(address, base);
    } catch {
      throw new OutboundRefused('invalid-url', 'not a URL');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new OutboundRefused('not-public', `scheme not allowed: ${url.protocol}`);
    }
    if (url.username || url.password) throw new OutboundRefused('invalid-url', 'credentials in the URL');
    const match = matchAllowedHost(url, this.policy.allowedHosts);
    if (match === 'exact') return { url, trusted: true };
    if (!this.policy.anyPublicHost) {
      if (!match) throw new OutboundRefused('not-allowed', `host not allowed: ${url.host}`);
      if (url.protocol !== 'https:') {
        throw new OutboundRefused('not-allowed', `scheme not allowed: ${url.protocol}`);
      }
    }
    // A literal address is connected to without a lookup, so it is checked here.
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(literal) && !isPublicAddress(literal)) {
      throw new OutboundRefused('not-public', 'private address');
    }
    return { url, trusted: false };
  }

  private request({ url, trusted }: Target, sent: RequestParts, stop: AbortSignal): Promise<IncomingMessage> {
    const transport = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const request = transport.request(
        url,
        {
          method: sent.method,
          agent: this.agents[url.protocol as 'http:' | 'https:'],
          lookup: trusted ? undefined : publicOnlyLookup,
          signal: stop,
          headers: { ...sent.headers, accept: sent.accept, 'user-agent': userAgent },
        },
        resolve,
      );
      request.setTimeout(this.timeouts.idleMs, () =>
        request.destroy(new OutboundRefused('unreachable', `stalled: ${where(url)}`)),
      );
      request.on('error', reject);
      request.end(sent.body);
    });
  }
}

interface RequestParts {
  method: 'GET' | 'POST';
  accept: string;
  headers?: Record<string, string>;
  body?: Buffer;
}

function rulesFor(options: OutboundFetchOptions): BodyRules & { accept: string; maxRedirects: number } {
  const kind = fetchKinds[options.kind];
  return {
    ...kind,
    accept: options.accept ?? kind.accept,
    maxBytes: options.maxBytes ?? kind.maxBytes,
    maxRedirects: options.maxRedirects ?? kind.maxRedirects,
    truncate: options.truncate ?? false,
  };
}
