import type { FastifyInstance } from 'fastify';
import { activityListQuerySchema } from '@common/activities/schemas';
import type { AppContext } from '../../http/context';
import { currentUser } from '../../http/session';
import { validate } from '../../lib/validate';
import { listActivitiesOfOwnedHotel } from './service';

type HotelParams = { Params: { hotelId: string } };

/** The activity log as the dashboard shows it: the newest entries of one of the user's hotels. */
export function registerActivityRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get<HotelParams>('/api/hotels/:hotelId/activities', async (request) => {
    const { limit } = validate(activityListQuerySchema, request.query);
    return listActivitiesOfOwnedHotel(db, currentUser(request).id, request.params.hotelId, limit);
  });
}
