import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  closedAfterEach,
  redirect,
  silent,
  startLocalSite,
  type Handler,
} from '../outbound/local-site.test-support';
import { WebhookSender } from './webhook-sender';

const opened = closedAfterEach();
const secret = 'whsec_test-secret';
const at = new Date('2026-05-01T10:00:00Z');
const body = JSON.stringify({ id: 'evt', type: 'content.changed', changed: ['photos'] });

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

function receiver(status = 200): { handler: Handler; received: Received[] } {
  const received: Received[] = [];
  const handler: Handler = (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(status).end();
    });
  };
  return { handler, received };
}

/** What a receiver does with the documented recipe (README, "Webhooks"), written here without our code. */
function receiverAccepts(
  header: string,
  rawBody: string,
  signingSecret: string,
  nowSeconds: number,
): boolean {
  const parts = new Map(header.split(',').map((part) => part.split('=') as [string, string]));
  const timestamp = Number(parts.get('t'));
  const expected = createHmac('sha256', signingSecret).update(`${timestamp}.${rawBody}`).digest();
  const given = Buffer.from(parts.get('v1') ?? '', 'hex');
  const fresh = Math.abs(nowSeconds - timestamp) <= 300;
  return fresh && given.length === expected.length && timingSafeEqual(given, expected);
}

async function receiverSite(handlers: Record<string, Handler>) {
  return opened(await startLocalSite(handlers));
}

const sender = (allowedHosts: string[], timeouts = { totalMs: 2_000, idleMs: 2_000 }) =>
  opened(new WebhookSender(allowedHosts, timeouts));

describe('a delivery', () => {
  it('posts the body as JSON with a signature the receiver recomputes from its secret', async () => {
    const hook = receiver(204);
    const site = await receiverSite({ '/hook': hook.handler });
    const attempt = await sender([site.host]).send({ url: site.url('/hook'), secret, body, at });
    expect(attempt).toEqual({ delivered: true, httpStatus: 204, error: null });
    const [received] = hook.received;
    expect(received?.body).toBe(body);
    expect(received?.headers['content-type']).toBe('application/json');
    const header = String(received?.headers['hcs-signature']);
    expect(header).toMatch(/^t=1777629600,v1=[0-9a-f]{64}$/);
    expect(receiverAccepts(header, received?.body ?? '', secret, 1777629600)).toBe(true);
    // Another secret, an altered body or an old timestamp do not pass.
    expect(receiverAccepts(header, received?.body ?? '', 'whsec_other', 1777629600)).toBe(false);
    expect(receiverAccepts(header, `${received?.body} `, secret, 1777629600)).toBe(false);
    expect(receiverAccepts(header, received?.body ?? '', secret, 1777629600 + 301)).toBe(false);
  });

  it('fails with the status on a non-2xx answer, and on a redirect, which is not followed', async () => {
    const hook = receiver(200);
    const site = await receiverSite({
      '/broken': receiver(500).handler,
      '/moved': redirect('/hook', 308),
      '/hook': hook.handler,
    });
    const send = (path: string) => sender([site.host]).send({ url: site.url(path), secret, body, at });
    expect(await send('/broken')).toEqual({ delivered: false, httpStatus: 500, error: 'http-status' });
    expect(await send('/moved')).toEqual({ delivered: false, httpStatus: 308, error: 'http-status' });
    expect(hook.received).toEqual([]);
  });

  it('fails as a timeout when the receiver does not answer in time', async () => {
    const site = await receiverSite({ '/hook': silent });
    const attempt = await sender([site.host], { totalMs: 300, idleMs: 300 }).send({
      url: site.url('/hook'),
      secret,
      body,
      at,
    });
    expect(attempt).toEqual({ delivered: false, httpStatus: null, error: 'timeout' });
  });

  it('refuses a private address that is not on the allowed list, and plain http to a public host', async () => {
    const hook = receiver();
    const site = await receiverSite({ '/hook': hook.handler });
    const local = await sender([]).send({ url: site.url('/hook'), secret, body, at });
    expect(local).toEqual({ delivered: false, httpStatus: null, error: 'refused-address' });
    const byName = await sender([]).send({ url: `https://localhost:${site.port}/hook`, secret, body, at });
    expect(byName.error).toBe('refused-address');
    const plain = await sender([]).send({ url: 'http://example.com/hook', secret, body, at });
    expect(plain.error).toBe('refused-address');
    expect(hook.received).toEqual([]);
  });
});
