import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './public-address';
import { matchPhotoHost } from './photo-hosts';

export interface PhotoFetchLimits {
  /** Largest photo accepted; a larger one is cut off and refused. */
  maxBytes: number;
  /** The whole download, redirects included. */
  totalTimeoutMs: number;
  /** Longest wait for the next bytes: a stalled download ends here. */
  idleTimeoutMs: number;
  maxRedirects: number;
}

export const defaultPhotoFetchLimits: PhotoFetchLimits = {
  maxBytes: 10 * 1024 * 1024,
  totalTimeoutMs: 30_000,
  idleTimeoutMs: 10_000,
  maxRedirects: 3,
};

/** A photo that was not fetched, and why (for the log; the user sees a count of skipped photos). */
export class PhotoRefused extends Error {}

/**
 * Fetches the import's photos, and nothing else: every address (redirects included) must be on an allowed photo
 * host (photo-hosts.ts), over https unless the host is named exactly, and resolve to a public address unless the
 * host is named exactly. The address is checked at connection time by the connection's own DNS lookup, so a
 * name cannot resolve to one address when checked and another when used. Connections are kept alive between
 * photos of one import; close() ends them.
 */
export class PhotoFetcher {
  private readonly agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: 8 }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: 8 }),
  };

  constructor(
    private readonly allowedHosts: readonly string[],
    private readonly limits: PhotoFetchLimits = defaultPhotoFetchLimits,
  ) {}

  async fetch(address: string, signal?: AbortSignal): Promise<Buffer> {
    const deadline = AbortSignal.timeout(this.limits.totalTimeoutMs);
    const stop = signal ? AbortSignal.any([signal, deadline]) : deadline;
    let url = this.checkedUrl(address);
    for (let redirects = 0; ; redirects++) {
      const response = await this.request(url, stop);
      const location = response.headers.location;
      if (response.statusCode && response.statusCode >= 300 && response.statusCode < 400 && location) {
        response.resume();
        if (redirects >= this.limits.maxRedirects) throw new PhotoRefused('too many redirects');
        url = this.checkedUrl(new URL(location, url).toString());
        continue;
      }
      return this.readBody(response, url, stop);
    }
  }

  close() {
    for (const agent of Object.values(this.agents)) agent.destroy();
  }

  private checkedUrl(address: string): URL {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      throw new PhotoRefused('not a URL');
    }
    if (url.username || url.password) throw new PhotoRefused('credentials in the URL');
    const match = matchPhotoHost(url, this.allowedHosts);
    if (!match) throw new PhotoRefused(`host not allowed: ${url.host}`);
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && match === 'exact')) {
      throw new PhotoRefused(`scheme not allowed: ${url.protocol}`);
    }
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(literal) && match !== 'exact' && !isPublicAddress(literal)) {
      throw new PhotoRefused('private address');
    }
    return url;
  }

  private request(url: URL, stop: AbortSignal): Promise<IncomingMessage> {
    const exact = matchPhotoHost(url, this.allowedHosts) === 'exact';
    const transport = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const request = transport.get(
        url,
        {
          agent: this.agents[url.protocol as 'http:' | 'https:'],
          lookup: exact ? undefined : publicOnlyLookup,
          signal: stop,
          headers: { accept: 'image/*', 'user-agent': 'HotelContentStudio-Import/1.0' },
        },
        resolve,
      );
      request.setTimeout(this.limits.idleTimeoutMs, () => request.destroy(new PhotoRefused('stalled')));
      request.on('error', (error) => reject(asRefusal(error)));
    });
  }

  private readBody(response: IncomingMessage, url: URL, stop: AbortSignal): Promise<Buffer> {
    const { maxBytes, idleTimeoutMs } = this.limits;
    return new Promise((resolve, reject) => {
      const fail = (reason: string) => {
        response.destroy();
        reject(new PhotoRefused(`${reason}: ${url.host}${url.pathname}`));
      };
      if (response.statusCode !== 200) return fail(`status ${response.statusCode}`);
      if (/^text\//i.test(response.headers['content-type'] ?? '')) return fail('not an image');
      if (Number(response.headers['content-length'] ?? 0) > maxBytes) return fail('too large');
      const chunks: Buffer[] = [];
      let size = 0;
      response.setTimeout(idleTimeoutMs, () => fail('stalled'));
      stop.addEventListener('abort', () => fail('timed out'), { once: true });
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) return fail('too large');
        chunks.push(chunk);
      });
      response.on('error', (error) => reject(asRefusal(error)));
      response.on('end', () => resolve(Buffer.concat(chunks, size)));
    });
  }
}

const asRefusal = (error: unknown) =>
  error instanceof PhotoRefused ? error : new PhotoRefused((error as Error)?.message ?? 'download failed');

/** The connection's DNS lookup, refusing names that resolve to an address that is not public. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused || addresses.length === 0) {
      return callback(new PhotoRefused(`private address for ${hostname}`), '', 0);
    }
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    const [first] = addresses as [LookupAddress];
    callback(null, first.address, first.family);
  });
};
