import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import { connect, type AddressInfo, type LookupFunction } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCanary, type Canary } from '../fake-extranet.test-support';
import { startEgressProxy, type EgressProxy } from './egress-proxy';
import { hostMappingsFrom } from './host-mappings';

// The egress proxy on real sockets: an allowed site mapped by the operator to 127.0.0.1 is reached, and nothing
// else is, a name that resolves to loopback included (through an injected resolver, as DNS could answer).

const log = pino({ level: 'silent' });

/** Resolves canary.test and rebind.booking.com to loopback, the way a hostile DNS answer would. */
const hostileResolver: LookupFunction = (hostname, options, callback) => {
  if (hostname === 'canary.test' || hostname === 'rebind.booking.com') {
    return (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [
      { address: '127.0.0.1', family: 4 },
    ]);
  }
  return (dnsLookup as LookupFunction)(hostname, options, callback);
};

let site: http.Server;
let sitePort: number;
let canary: Canary;
let proxy: EgressProxy;
let refuseAll: EgressProxy;
const siteRequests: string[] = [];

beforeAll(async () => {
  canary = await startCanary();
  site = http.createServer((request, response) => {
    siteRequests.push(`${request.headers.host} ${request.url}`);
    response.end('site answer');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  sitePort = (site.address() as AddressInfo).port;
  const mappings = hostMappingsFrom([
    `--host-resolver-rules=MAP admin.booking.com 127.0.0.1:${sitePort}, MAP named.booking.com canary.test:${canary.tcpPort}`,
    '--ignore-certificate-errors',
  ]);
  const options = { mappings, host: '127.0.0.1', log, resolver: hostileResolver };
  proxy = await startEgressProxy({ ...options, allowedHosts: ['booking.com'] });
  refuseAll = await startEgressProxy({ ...options, allowedHosts: [] });
});

afterAll(async () => {
  await proxy?.close();
  await refuseAll?.close();
  await canary?.close();
  await new Promise((resolve) => site?.close(resolve));
});

/** Sends CONNECT and, when it is accepted, a GET through the tunnel; answers everything the proxy sent back. */
function tunnelThrough(through: EgressProxy, authority: string): Promise<string> {
  const { hostname, port } = new URL(through.url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let received = '';
    let asked = false;
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('utf8');
      if (!asked && received.startsWith('HTTP/1.1 200') && received.endsWith('\r\n\r\n')) {
        asked = true;
        socket.write('GET /through HTTP/1.1\r\nHost: admin.booking.com\r\nConnection: close\r\n\r\n');
      }
    });
    socket.on('error', () => resolve(received));
    socket.on('close', () => resolve(received));
    socket.write(`CONNECT ${authority} HTTP/1.1\r\nHost: ${authority}\r\n\r\n`);
  });
}

async function plainGet(through: EgressProxy, url: string): Promise<number> {
  const { hostname, port } = new URL(through.url);
  return new Promise((resolve, reject) => {
    http
      .get(
        { host: hostname, port: Number(port), path: url, headers: { host: new URL(url).host } },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      )
      .on('error', reject);
  });
}

describe('egress proxy', () => {
  it("tunnels to the channel's host where the operator mapped it, and forwards plain http there", async () => {
    const answer = await tunnelThrough(proxy, 'admin.booking.com:443');
    expect(answer).toMatch(/^HTTP\/1\.1 200 Connection Established/);
    expect(answer).toContain('site answer');
    expect(await plainGet(proxy, 'http://admin.booking.com/plain')).toBe(200);
    expect(siteRequests).toEqual(['admin.booking.com /through', 'admin.booking.com /plain']);
  });

  it.each([
    ['an IP literal', `127.0.0.1:${443}`],
    ['loopback on another port', 'localhost:443'],
    ['a host outside the channel', 'evil.example:443'],
    ['an allowed host on another port', 'admin.booking.com:8443'],
    ['a host the URL parser reads differently', 'evil.example@admin.booking.com:443'],
    ['a number the URL parser reads as an address', '2130706433:443'],
    ['an IPv6 literal', '[::1]:443'],
    ['no port', 'admin.booking.com'],
  ])('refuses %s before connecting', async (_what, authority) => {
    expect(await tunnelThrough(proxy, authority)).toMatch(/^HTTP\/1\.1 403/);
  });

  it('refuses a name that resolves to loopback, by DNS or through a mapping to a name', async () => {
    expect(await tunnelThrough(proxy, 'rebind.booking.com:443')).toMatch(/^HTTP\/1\.1 502/);
    expect(await tunnelThrough(proxy, 'named.booking.com:443')).toMatch(/^HTTP\/1\.1 502/);
    expect(await plainGet(proxy, `http://127.0.0.1:${canary.tcpPort}/`)).toBe(403);
    expect(await plainGet(proxy, 'http://rebind.booking.com/')).toBe(502);
    expect(canary.hits).toEqual([]);
  });

  it('refuses everything as the browser-wide proxy, which has no hosts', async () => {
    expect(await tunnelThrough(refuseAll, 'admin.booking.com:443')).toMatch(/^HTTP\/1\.1 403/);
    expect(await plainGet(refuseAll, 'http://admin.booking.com/plain')).toBe(403);
  });
});
