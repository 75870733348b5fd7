import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { userAgent } from './fetch-kinds';
import { fetcherTestKit, redirect, refusal, silent, text, type Handler } from './local-site.test-support';

// POSTs through the outbound fetcher: the same host policy as its GETs, no redirect followed, any status answered.
const { fetcher, site } = fetcherTestKit();

interface Received {
  method: string | undefined;
  headers: IncomingMessage['headers'];
  body: string;
}

/** Records what was POSTed and answers with the status given. */
function receiver(status: number, answer = 'ok'): { handler: Handler; received: Received[] } {
  const received: Received[] = [];
  const handler: Handler = (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method,
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      });
      response.writeHead(status, { 'content-type': 'text/plain' }).end(answer);
    });
  };
  return { handler, received };
}

describe('post', () => {
  it('sends the body with its type and headers, and answers the status and body', async () => {
    const hook = receiver(202, 'taken');
    const host = await site({ '/hook': hook.handler });
    const answer = await fetcher([host.host]).post(host.url('/hook'), {
      body: '{"a":1}',
      contentType: 'application/json',
      headers: { 'x-signature': 'abc' },
    });
    expect(answer.status).toBe(202);
    expect(answer.body.toString()).toBe('taken');
    expect(hook.received).toHaveLength(1);
    expect(hook.received[0]).toMatchObject({ method: 'POST', body: '{"a":1}' });
    expect(hook.received[0]?.headers).toMatchObject({
      'content-type': 'application/json',
      'x-signature': 'abc',
      'user-agent': userAgent,
    });
  });

  it('answers an error status instead of refusing it, and cuts a long answer off', async () => {
    const hook = receiver(500, 'x'.repeat(10_000));
    const host = await site({ '/hook': hook.handler });
    const answer = await fetcher([host.host]).post(host.url('/hook'), {
      body: 'event',
      contentType: 'text/plain',
      maxResponseBytes: 100,
    });
    expect(answer.status).toBe(500);
    expect(answer.body).toHaveLength(100);
  });

  it('does not follow a redirect: its status comes back and the target is not asked', async () => {
    const hook = receiver(200);
    const host = await site({ '/hook': redirect('/elsewhere', 307), '/elsewhere': hook.handler });
    const answer = await fetcher([host.host]).post(host.url('/hook'), {
      body: 'x',
      contentType: 'text/plain',
    });
    expect(answer.status).toBe(307);
    expect(hook.received).toEqual([]);
  });

  it('refuses a loopback address that is not on the list, before sending anything', async () => {
    const hook = receiver(200);
    const host = await site({ '/hook': hook.handler });
    const { reason } = await refusal(
      fetcher([]).post(host.url('/hook'), { body: 'x', contentType: 'text/plain' }),
    );
    expect(reason).toBe('not-public');
    expect(host.requests).toEqual([]);
  });

  it('a receiver that never answers ends as unreachable within the fetcher time', async () => {
    const host = await site({ '/hook': silent, '/ok': text('ok') });
    const { reason } = await refusal(
      fetcher([host.host], { totalMs: 300, idleMs: 300 }).post(host.url('/hook'), {
        body: 'x',
        contentType: 'text/plain',
      }),
    );
    expect(reason).toBe('unreachable');
  });
});
