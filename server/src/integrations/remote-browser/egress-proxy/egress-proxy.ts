import { lookup as dnsLookup } from 'node:dns';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type LookupFunction, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { publicOnly } from '../../outbound/public-only-lookup';
import { isAllowedConnection } from '../host-allowlist';
import type { HostMappings } from './host-mappings';

/**
 * The remote browser's only way out (issue 30, point 2). The page-level fence (context-guard.ts) sees page
 * requests and page WebSockets, but not what workers, shared workers or WebRTC open; Chromium is therefore told
 * to send every connection here (--proxy-server, loopback not exempt, WebRTC's own UDP off: webrtc-off.ts) and
 * this proxy lets through only its channel's hosts (host-allowlist.ts) on public addresses, checked by the
 * connection's own lookup (outbound/public-only-lookup.ts), so a name that resolves to loopback or a private
 * network is refused however it was reached. CONNECT carries https and WebSockets; plain http is forwarded.
 */
export interface EgressProxyOptions {
  /** The channel's hosts; an empty list refuses everything (the browser-wide proxy behind the contexts' own). */
  allowedHosts: readonly string[];
  /** The operator's name mappings (host-mappings.ts). */
  mappings: HostMappings;
  /** The address to listen on; 127.0.0.1 unless the browser runs elsewhere (BROWSER_PROXY_HOST). */
  host: string;
  log: FastifyBaseLogger;
  /** The resolver under the public-address check; tests make names resolve to loopback with it. */
  resolver?: LookupFunction;
}

export interface EgressProxy {
  /** The proxy as Chromium's --proxy-server or a context's proxy expects it. */
  url: string;
  close(): Promise<void>;
}

/** How long a connection to the destination may take before the browser is told it failed. */
const connectTimeoutMs = 15_000;

export async function startEgressProxy(options: EgressProxyOptions): Promise<EgressProxy> {
  const lookup = publicOnly(options.resolver ?? (dnsLookup as LookupFunction));
  const sockets = new Set<Duplex>();
  const track = (socket: Duplex) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const server = http.createServer((request, response) => forward(request, response, options, lookup));
  server.on('connection', track);
  server.on('connect', (request: IncomingMessage, client: Duplex, head: Buffer) =>
    tunnel(request, client, head, options, lookup, track),
  );
  // Anything else (an Upgrade without CONNECT) is not how Chromium talks to a proxy: the connection is dropped.
  server.on('upgrade', (_request: IncomingMessage, client: Duplex) => client.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

interface Destination {
  host: string;
  port: number;
  /** Where the connection really goes after the operator's mappings, and whether it skips the address check. */
  connectTo: { host: string; port: number; trusted: boolean };
}

/** The destination when the channel allows it, else undefined. */
function destinationOf(host: string, port: number, options: EgressProxyOptions): Destination | undefined {
  const bare = host.toLowerCase().replace(/\.$/, '');
  if (!isAllowedConnection(bare, port, options.allowedHosts)) return undefined;
  const mapping = options.mappings.get(bare);
  return {
    host: bare,
    port,
    connectTo: mapping
      ? { host: mapping.target, port: mapping.port ?? port, trusted: mapping.trusted }
      : { host: bare, port, trusted: false },
  };
}

function openUpstream(destination: Destination, lookup: LookupFunction): Socket {
  const { host, port, trusted } = destination.connectTo;
  const socket = connect({ host, port, ...(trusted ? {} : { lookup }) });
  socket.setTimeout(connectTimeoutMs, () => socket.destroy(new Error('connect timeout')));
  socket.once('connect', () => socket.setTimeout(0));
  return socket;
}

function tunnel(
  request: IncomingMessage,
  client: Duplex,
  head: Buffer,
  options: EgressProxyOptions,
  lookup: LookupFunction,
  track: (socket: Duplex) => void,
): void {
  client.on('error', () => undefined);
  const target = splitAuthority(request.url ?? '');
  const destination = target && destinationOf(target.host, target.port, options);
  if (!destination) {
    refuse(options.log, request.url ?? '');
    client.end('HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
    return;
  }
  const upstream = openUpstream(destination, lookup);
  track(upstream);
  upstream.once('connect', () => {
    client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length > 0) upstream.write(head);
    upstream.pipe(client);
    client.pipe(upstream);
  });
  upstream.once('error', (error) => {
    options.log.info(
      { host: destination.host, reason: error.message },
      'Remote browser: connection not made by the egress proxy',
    );
    if (client.writable && !upstream.readableEnded) {
      client.end('HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
    }
    client.destroy();
  });
  client.once('close', () => upstream.destroy());
}

/** A plain-http request in absolute form ("GET http://host/path"), forwarded when the channel allows the host. */
function forward(
  request: IncomingMessage,
  response: ServerResponse,
  options: EgressProxyOptions,
  lookup: LookupFunction,
): void {
  const url = absoluteHttpUrl(request.url ?? '');
  const destination = url && destinationOf(url.hostname, Number(url.port || 80), options);
  if (!url || !destination) {
    refuse(options.log, request.url ?? '');
    response.writeHead(403, { 'content-length': '0', connection: 'close' }).end();
    return;
  }
  const headers = { ...request.headers };
  for (const name of Object.keys(headers)) if (name.startsWith('proxy-')) delete headers[name];
  const { host, port, trusted } = destination.connectTo;
  const upstream = http.request({
    host,
    port,
    method: request.method,
    path: `${url.pathname}${url.search}`,
    headers,
    ...(trusted ? {} : { lookup }),
    timeout: connectTimeoutMs,
  });
  upstream.on('response', (answer) => {
    response.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(response);
  });
  upstream.on('timeout', () => upstream.destroy(new Error('timeout')));
  upstream.on('error', () => {
    if (!response.headersSent) response.writeHead(502, { 'content-length': '0', connection: 'close' });
    response.end();
  });
  request.pipe(upstream);
}

function absoluteHttpUrl(address: string): URL | undefined {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' && !url.username && !url.password ? url : undefined;
  } catch {
    return undefined;
  }
}

/** "host:port" of a CONNECT request; an IPv6 literal comes in brackets (and is refused by the allowlist). */
function splitAuthority(authority: string): { host: string; port: number } | undefined {
  const match = /^(\[[^\]]*\]|[^:[\]]+):(\d{1,5})$/.exec(authority);
  if (!match) return undefined;
  return { host: match[1] ?? '', port: Number(match[2]) };
}

function refuse(log: FastifyBaseLogger, target: string): void {
  log.info({ target: target.slice(0, 200) }, 'Remote browser: connection outside the channel refused');
}
