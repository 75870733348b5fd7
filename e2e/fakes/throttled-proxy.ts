// A pass-through server on 127.0.0.1 in front of another loopback server, answering each response at a set pace.
// The import benchmark (bench/import.mjs) puts it before the fixture hotel sites (hotel-sites-fake.ts), which
// answer at loopback speed, so the website import downloads its photos at the pace the Booking.com fake's CDN is
// given. The sites link their photos by path (/photos/1.jpg), so everything the import reads comes through here.
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { sendThrottled } from './throttled-response';

interface Forwarded {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Reads the whole answer of `host` ('127.0.0.1:PORT') to the request. */
function forward(host: string, request: IncomingMessage): Promise<Forwarded> {
  const [hostname, port] = host.split(':');
  return new Promise((resolve, reject) => {
    const upstream = http.request(
      {
        hostname,
        port: Number(port),
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: Buffer.concat(chunks) }),
        );
        answer.on('error', reject);
      },
    );
    upstream.on('error', reject);
    request.pipe(upstream);
  });
}

/**
 * Starts the pass-through to `target` ('127.0.0.1:PORT'). Returns its `host` ('127.0.0.1:PORT'), `origin` and
 * `close()`. Each response's body (pages and photos alike; the pages are a few KB) is sent at `bytesPerSecond`.
 */
export async function startThrottledProxy(target: string, { bytesPerSecond }: { bytesPerSecond: number }) {
  const sockets = new Set<Socket>();
  const server = http.createServer((request, response) => {
    forward(target, request)
      .then(({ status, headers, body }) => {
        // The body is sent whole with its length: the upstream connection's own framing does not apply.
        const kept = Object.fromEntries(
          Object.entries(headers).filter(
            ([name]) => !['connection', 'keep-alive', 'transfer-encoding'].includes(name),
          ),
        );
        response.writeHead(status, { ...kept, 'content-length': String(body.length) });
        return sendThrottled(response, body, bytesPerSecond);
      })
      .catch(() => {
        if (!response.headersSent) response.writeHead(502);
        response.end();
      });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    host,
    origin: `http://${host}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
