import type { FastifyInstance } from 'fastify';
import { activityListQuerySchema } from '@common/activities/schemas';
import type { AppContext } from '../../http/context';
import { currentUser } from '../../http/session';
import { RememberedAnswers } from '../../lib/remembered-answers';
import { validate } from '../../lib/validate';
import { listActivitiesOfOwnedHotel } from './service';

type HotelParams = { Params: { hotelId: string } };

/** The activity log as the dashboard shows it: the newest entries of one of the user's hotels. */
export function registerActivityRoutes(app: FastifyInstance, { db }: AppContext) {
  // A log page is at most 50 short lines; one or two pages per hotel are asked for.
  const reads = { db, answers: new RememberedAnswers(500) };

  app.get<HotelParams>('/api/hotels/:hotelId/activities', async (request) => {
    const { limit } = validate(activityListQuerySchema, request.query);
    return listActivitiesOfOwnedHotel(reads, currentUser(request).id, request.params.hotelId, limit);
  });
}
