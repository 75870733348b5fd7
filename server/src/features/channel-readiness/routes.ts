import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { sendSharedJson } from '../../http/encoded-json';
import { currentUser } from '../../http/session';
import { getChainReadiness, getHotelReadiness, readinessDeps } from './service';

type HotelParams = { Params: { hotelId: string } };

/** Channel readiness (issue 32; common/src/channels/readiness.ts): one hotel rule by rule, and a chain's matrix. */
export function registerChannelReadinessRoutes(app: FastifyInstance, context: AppContext) {
  const deps = readinessDeps(context);

  // Answers are remembered per hotel version and sent as shared, already encoded JSON.
  app.get<HotelParams>(
    '/api/hotels/:hotelId/channel-readiness',
    { compress: false },
    async (request, reply) => {
      const { answer } = await getHotelReadiness(deps, currentUser(request).id, request.params.hotelId);
      return sendSharedJson(request, reply, answer);
    },
  );

  app.get('/api/channel-readiness/hotels', { compress: false }, async (request, reply) => {
    return sendSharedJson(request, reply, await getChainReadiness(deps, currentUser(request).id));
  });
}
