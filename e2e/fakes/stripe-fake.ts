import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedStripeRequest {
  method: string;
  path: string;
  /** The form-encoded body, decoded to flat keys (e.g. "line_items[0][price]"). */
  form: Record<string, string>;
}

export interface StripeFake {
  url: string;
  requests: RecordedStripeRequest[];
  /** Makes the next calls to a path prefix fail with this status and message. */
  failNext(pathPrefix: string, status: number, message: string): void;
  /** State the fake reports for a checkout session on retrieve. */
  completeSession(id: string, subscriptionId: string, customerId: string): void;
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(body));
  });

/**
 * A small stand-in for Stripe's API on 127.0.0.1, enough for the calls the product makes: checkout sessions,
 * subscriptions, the billing portal. It records every request so tests can check what was sent.
 */
export async function startStripeFake(): Promise<StripeFake> {
  const requests: RecordedStripeRequest[] = [];
  const failures = new Map<string, { status: number; message: string }>();
  const sessions = new Map<string, { subscription: string; customer: string }>();
  let counter = 0;

  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request);
    const path = (request.url ?? '').split('?')[0] ?? '';
    const form = Object.fromEntries(new URLSearchParams(body));
    requests.push({ method: request.method ?? 'GET', path, form });
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++counter}` });
      response.end(JSON.stringify(payload));
    };
    const failure = [...failures.entries()].find(([prefix]) => path.startsWith(prefix));
    if (failure) {
      failures.delete(failure[0]);
      return send(failure[1].status, { error: { type: 'api_error', message: failure[1].message } });
    }
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_fake_${++counter}`;
      return send(200, {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.example/c/pay/${id}`,
        status: 'open',
      });
    }
    const sessionMatch = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (request.method === 'GET' && sessionMatch) {
      const id = decodeURIComponent(sessionMatch[1] ?? '');
      const done = sessions.get(id);
      return send(200, {
        id,
        object: 'checkout.session',
        status: done ? 'complete' : 'open',
        customer: done?.customer ?? null,
        subscription: done?.subscription ?? null,
      });
    }
    const subscriptionMatch = path.match(/^\/v1\/subscriptions\/([^/]+)$/);
    if (subscriptionMatch) {
      const id = decodeURIComponent(subscriptionMatch[1] ?? '');
      const customer =
        [...sessions.values()].find((entry) => entry.subscription === id)?.customer ?? 'cus_fake';
      return send(200, {
        id,
        object: 'subscription',
        customer,
        status: request.method === 'DELETE' ? 'canceled' : 'active',
        cancel_at_period_end: false,
        metadata: {},
        items: {
          object: 'list',
          data: [{ id: 'si_1', price: { id: 'price_medium' }, current_period_end: 1_900_000_000 }],
        },
      });
    }
    if (request.method === 'POST' && path === '/v1/billing_portal/sessions') {
      return send(200, {
        id: 'bps_1',
        object: 'billing_portal.session',
        url: 'https://billing.stripe.example/p/session_1',
      });
    }
    send(404, { error: { type: 'invalid_request_error', message: `No fake for ${request.method} ${path}` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext: (prefix, status, message) => failures.set(prefix, { status, message }),
    completeSession: (id, subscription, customer) => sessions.set(id, { subscription, customer }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
