import type { FastifyInstance } from 'fastify';

/** How often idle keep-alive connections are closed while the server drains. */
const reapEveryMs = 50;

/**
 * Lets a stopping server finish its in-flight requests and then really stop.
 *
 * Node's server.close() closes the connections that are idle at that moment. A request that was already running
 * answers on a keep-alive connection, which then sits idle until the 72 s keep-alive timeout and holds close()
 * open all that time. So, while closing: answers say `Connection: close` (the client opens its next connection
 * elsewhere), and connections that went idle anyway are closed as they appear.
 */
export function registerGracefulClose(app: FastifyInstance) {
  let closing = false;
  let reaper: NodeJS.Timeout | undefined;
  app.addHook('preClose', (done) => {
    closing = true;
    reaper = setInterval(() => app.server.closeIdleConnections(), reapEveryMs);
    reaper.unref();
    done();
  });
  // Runs once the server has stopped listening and its last connection is gone.
  app.addHook('onClose', (_instance, done) => {
    clearInterval(reaper);
    done();
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}
