import { apiKeyCreateSchema } from '@common/api-keys/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { perUser } from '../../http/rate-limit-keys';
import { currentUser } from '../../http/session';
import { validate } from '../../lib/validate';
import { createApiKey, listApiKeys, revokeApiKey } from './service';

type KeyParams = { Params: { keyId: string } };

/** Keys made per hour by one user: enough to set up a chain, too few to fill the table by creating and revoking. */
const createsPerHour = 30;

/**
 * Settings -> API keys (issue 34, point 4): the signed-in user's keys of the content API. Today the signed-in
 * user owns their hotels; once teams exist, only the owner manages keys.
 */
export function registerApiKeyRoutes(app: FastifyInstance, context: AppContext, now = () => new Date()) {
  app.get('/api/api-keys', async (request) => listApiKeys(context.db, currentUser(request).id, now()));

  app.post(
    '/api/api-keys',
    { config: { rateLimit: { max: createsPerHour, timeWindow: '1 hour', keyGenerator: perUser } } },
    async (request, reply) => {
      const input = validate(apiKeyCreateSchema, request.body);
      const created = await createApiKey(context.db, currentUser(request).id, input, now());
      // The whole key is in this answer only: no cache or proxy may keep it.
      return reply.status(201).header('cache-control', 'no-store').send(created);
    },
  );

  app.post<KeyParams>('/api/api-keys/:keyId/revoke', async (request) => ({
    apiKey: await revokeApiKey(context.db, currentUser(request).id, request.params.keyId, now()),
  }));
}
