import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { databaseFailureSummary } from '../../lib/database-errors';

/** Load balancers and the start script ask here; 503 while the database does not answer. */
export function registerHealthRoutes(app: FastifyInstance, { database }: AppContext) {
  app.get('/api/health', { config: { access: 'public' } }, async (request, reply) => {
    try {
      await database.ping();
      return { status: 'ok', database: database.kind };
    } catch (error) {
      // Asked every few seconds by a load balancer: one line each, no stack.
      request.log.warn({ database: databaseFailureSummary(error) }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable', database: database.kind });
    }
  });
}
