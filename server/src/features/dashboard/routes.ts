import type { FastifyInstance } from 'fastify';
import type {
  ContentScoreResponse,
  DashboardHotelsResponse,
  DashboardStatsResponse,
} from '@common/dashboard/schemas';
import type { AppContext } from '../../http/context';
import { currentUser } from '../../http/session';
import { RememberedAnswers } from '../../lib/remembered-answers';
import { readinessDeps } from '../channel-readiness/service';
import { getContentScore, getDashboardStats, listDashboardHotels } from './service';

type HotelParams = { Params: { hotelId: string } };

/** The dashboard's statistics, content score and the chain's hotels (issue 15; common/src/dashboard/schemas.ts). */
export function registerDashboardRoutes(app: FastifyInstance, context: AppContext) {
  // Content counts are remembered per hotel version and minute: a few hundred bytes each.
  // The content score's channel summary and room photo hint come from the channel readiness's own remembered
  // evaluation, shared with the /channels routes.
  const deps = {
    db: context.db,
    answers: new RememberedAnswers(2000),
    readiness: readinessDeps(context),
  };

  app.get<HotelParams>(
    '/api/hotels/:hotelId/dashboard/stats',
    async (request): Promise<DashboardStatsResponse> => {
      const stats = await getDashboardStats(
        deps,
        currentUser(request).id,
        request.params.hotelId,
        new Date(),
      );
      return { stats };
    },
  );

  app.get<HotelParams>(
    '/api/hotels/:hotelId/dashboard/content-score',
    async (request): Promise<ContentScoreResponse> => {
      const contentScore = await getContentScore(
        deps,
        currentUser(request).id,
        request.params.hotelId,
        new Date(),
      );
      return { contentScore };
    },
  );

  app.get('/api/dashboard/hotels', async (request): Promise<DashboardHotelsResponse> => {
    const hotels = await listDashboardHotels(deps, currentUser(request).id, new Date());
    return { hotels };
  });
}
