import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { registerGracefulClose } from './graceful-close';

function get(agent: http.Agent, port: number, path: string) {
  return new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
        );
      })
      .on('error', reject);
  });
}

it('a request running when the server stops is answered, and close() does not wait for its keep-alive connection', async () => {
  const app = Fastify({ return503OnClosing: true });
  registerGracefulClose(app);
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let started: () => void = () => undefined;
  const hasStarted = new Promise<void>((resolve) => (started = resolve));
  let closeBegan: () => void = () => undefined;
  const closeHasBegun = new Promise<void>((resolve) => (closeBegan = resolve));
  app.addHook('preClose', (done) => {
    closeBegan();
    done();
  });
  app.get('/slow', async () => {
    started();
    await released;
    return { done: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true });
  try {
    const answer = get(agent, port, '/slow');
    await hasStarted;
    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await closeHasBegun;
    release();
    expect(await answer).toEqual({ status: 200, connection: 'close' });
    // Without the module this waits for the 72 s keep-alive timeout; the test's own timeout would fail it.
    await closing;
    expect(closed).toBe(true);
  } finally {
    agent.destroy();
  }
});
