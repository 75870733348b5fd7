import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A webhook receiver on 127.0.0.1 for tests (issue 34, point 5): what a hotel's website or booking engine runs to
 * hear of content changes. It records every POST (headers and the raw body) and answers with the status its
 * `answer` function gives (200 by default). `verifies(request, secret)` checks a request's signature the way the
 * README tells receivers to, written here without the product's code. The app reaches it when
 * OUTBOUND_ALLOWED_HOSTS names `127.0.0.1:<port>`, so an end-to-end journey gives it a fixed `port`.
 */
export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  /** The body as sent, byte for byte (what the signature covers). */
  rawBody: string;
  /** It, parsed. */
  event: { id: string; type: string; created: number; hotel?: { id: string }; changed?: string[] };
}

export interface WebhookReceiver {
  /** '127.0.0.1:PORT', as an OUTBOUND_ALLOWED_HOSTS entry names it. */
  host: string;
  url(path?: string): string;
  received: ReceivedWebhook[];
  /** The status the next requests are answered with; 200 unless changed. */
  answer: (request: ReceivedWebhook) => number;
  close(): Promise<void>;
}

export async function startWebhookReceiver(options: { port?: number } = {}): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      let event: ReceivedWebhook['event'];
      try {
        event = JSON.parse(rawBody) as ReceivedWebhook['event'];
      } catch {
        response.writeHead(400).end();
        return;
      }
      const entry: ReceivedWebhook = { path: request.url ?? '/', headers: request.headers, rawBody, event };
      received.push(entry);
      response.writeHead(receiver.answer(entry), { 'content-type': 'text/plain' }).end('thanks');
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const receiver: WebhookReceiver = {
    host: `127.0.0.1:${port}`,
    url: (path = '/hooks/hotel-content') => `http://127.0.0.1:${port}${path}`,
    received,
    answer: () => 200,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return receiver;
}

/**
 * Whether a received request carries a valid signature for the secret: `HCS-Signature: t=<seconds>,v1=<hex>`,
 * the hex being HMAC-SHA256 of `<t>.<raw body>` keyed with the secret, compared in constant time, and the
 * timestamp within `toleranceSeconds` of `nowSeconds` (a replayed old event is refused).
 */
export function verifies(
  request: Pick<ReceivedWebhook, 'headers' | 'rawBody'>,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
  toleranceSeconds = 300,
): boolean {
  const header = String(request.headers['hcs-signature'] ?? '');
  const parts = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${request.rawBody}`).digest();
  const given = Buffer.from(parts.get('v1') ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
