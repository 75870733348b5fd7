import type { FastifyInstance } from 'fastify';
import { rewriteRequestSchema } from '@common/ai/schemas';
import type { AppContext } from '../../http/context';
import { currentUser } from '../../http/session';
import { validate } from '../../lib/validate';
import { getAiStatus, rewriteText } from './service';

/** AI help for signed-in users (DECISIONS.md point 4: keys stay on the server, calls are rate limited). */
export function registerAiAssistRoutes(app: FastifyInstance, { ai }: AppContext) {
  app.get('/api/ai/status', async (request) => {
    currentUser(request);
    return getAiStatus(ai);
  });

  app.post('/api/ai/rewrite', async (request) => {
    const user = currentUser(request);
    const input = validate(rewriteRequestSchema, request.body);
    return rewriteText(ai, user.id, input);
  });
}
