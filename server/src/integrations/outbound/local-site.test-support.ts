import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect } from 'vitest';
import { OutboundFetcher, type HostPolicy, type OutboundTimeouts } from './outbound-fetcher';
import { OutboundRefused } from './outbound-refused';

export type Handler = (request: IncomingMessage, response: ServerResponse) => void;

export interface LocalSite {
  /** '127.0.0.1:PORT', as an allowed-hosts entry names it. */
  host: string;
  port: number;
  url(path: string): string;
  /** Paths asked for, in order. */
  requests: string[];
  /** The user agent of the last request. */
  lastUserAgent: string | undefined;
  close(): Promise<void>;
}

/**
 * A web site on 127.0.0.1 for the outbound tests: each path answers by its handler, anything else 404. Closing
 * it ends open connections too, so a handler that never answers leaves nothing behind.
 */
export async function startLocalSite(handlers: Record<string, Handler> = {}): Promise<LocalSite> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    site.lastUserAgent = request.headers['user-agent'];
    requests.push(request.url ?? '');
    const handler = handlers[new URL(request.url ?? '/', 'http://x').pathname];
    if (handler) return handler(request, response);
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const site: LocalSite = {
    host: `127.0.0.1:${port}`,
    port,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    requests,
    lastUserAgent: undefined,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return site;
}

export const html = (body: string): Handler => {
  return (_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(body);
};

export const text = (body: string, status = 200): Handler => {
  return (_request, response) => response.writeHead(status, { 'content-type': 'text/plain' }).end(body);
};

export const redirect = (location: string, status = 302): Handler => {
  return (_request, response) => response.writeHead(status, { location }).end();
};

/** Accepts the request and never answers. */
export const silent: Handler = () => undefined;

/**
 * Streams zeros in 64 KB chunks until `bytes` are sent or the client goes; `declared` sends a content-length.
 * `sent` tells how much was written by the time the connection closed.
 */
export function endless(bytes: number, declared: boolean): { handler: Handler; sent: Promise<number> } {
  let report: (bytes: number) => void = () => undefined;
  const sent = new Promise<number>((resolve) => (report = resolve));
  const handler: Handler = (_request, response) => {
    const headers: Record<string, string | number> = { 'content-type': 'text/html' };
    if (declared) headers['content-length'] = bytes;
    response.writeHead(200, headers);
    const chunk = Buffer.alloc(64 * 1024);
    let written = 0;
    const pump = () => {
      while (written < bytes && !response.destroyed) {
        written += chunk.length;
        if (!response.write(chunk)) return void response.once('drain', pump);
      }
      if (!response.destroyed) response.end();
    };
    response.on('close', () => report(written));
    pump();
  };
  return { handler, sent };
}

/** Closes what each test opened (sites, fetchers) after it, newest first: `const opened = closedAfterEach()`. */
export function closedAfterEach() {
  const open: Array<{ close(): unknown }> = [];
  afterEach(async () => {
    for (const thing of open.splice(0).reverse()) await thing.close();
  });
  return <T extends { close(): unknown }>(thing: T): T => {
    open.push(thing);
    return thing;
  };
}

/**
 * What a test of the fetcher opens, each closed after the test: fetchers under the website import's policy (any
 * public host, plus the hosts named) and local sites.
 */
export function fetcherTestKit() {
  const opened = closedAfterEach();
  const fetcher = (
    allowedHosts: string[],
    timeouts: Partial<OutboundTimeouts> = {},
    anyPublicHost = true,
  ) => {
    const policy: HostPolicy = { allowedHosts, anyPublicHost };
    return opened(new OutboundFetcher(policy, { totalMs: 5_000, idleMs: 2_000, ...timeouts }));
  };
  const site = async (handlers: Record<string, Handler> = {}) => opened(await startLocalSite(handlers));
  return { opened, fetcher, site };
}

/** The refusal a fetch ended with (it must end with one), and how long it took. */
export async function refusal(fetching: Promise<unknown>): Promise<OutboundRefused & { ms: number }> {
  const started = Date.now();
  const error = await fetching.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(OutboundRefused);
  return Object.assign(error as OutboundRefused, { ms: Date.now() - started });
}
