import type { FastifyInstance } from 'fastify';
import type { ChainReadinessResponse } from '@common/channels/readiness';
import type { AppContext } from '../../http/context';
import { sendSharedJson } from '../../http/encoded-json';
import { currentUser } from '../../http/session';
import { getChainReadiness, getHotelReadiness, readinessDeps } from './service';

type HotelParams = { Params: { hotelId: string } };

/** Channel readiness (issue 32; common/src/channels/readiness.ts): one hotel rule by rule, and a chain's matrix. */
export function registerChannelReadinessRoutes(app: FastifyInstance, context: AppContext) {
  const deps = readinessDeps(context);

  // A hotel's answer is remembered per version and sent as shared, already encoded JSON.
  app.get<HotelParams>(
    '/api/hotels/:hotelId/channel-readiness',
    { compress: false },
    async (request, reply) => {
      const { answer } = await getHotelReadiness(deps, currentUser(request).id, request.params.hotelId);
      return sendSharedJson(request, reply, answer);
    },
  );

  app.get('/api/channel-readiness/hotels', async (request): Promise<ChainReadinessResponse> => {
    return { hotels: await getChainReadiness(deps, currentUser(request).id) };
  });
}
