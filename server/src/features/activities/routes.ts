import type { FastifyInstance } from 'fastify';
import {
  activityListQuerySchema,
  activityLogFilterSchema,
  activityLogQuerySchema,
} from '@common/activities/schemas';
import type { AppContext } from '../../http/context';
import { sendSharedJson } from '../../http/encoded-json';
import { currentUser } from '../../http/session';
import { RememberedAnswers } from '../../lib/remembered-answers';
import { validate } from '../../lib/validate';
import { csvFileName } from './csv-file-name';
import { activityLogCsv, listActivityLog, listActivityLogMembers } from './log-service';
import { listActivitiesOfOwnedHotel } from './service';

type HotelParams = { Params: { hotelId: string } };

/**
 * The activity log: the dashboard's newest entries, and the log page's filtered pages, the people to filter
 * by and the CSV export (issue 36, part 4).
 */
export function registerActivityRoutes(app: FastifyInstance, { db }: AppContext) {
  // A log page is at most 50 short lines; one or two pages per hotel are asked for.
  const reads = { db, answers: new RememberedAnswers(500) };

  app.get<HotelParams>('/api/hotels/:hotelId/activities', async (request) => {
    const { limit } = validate(activityListQuerySchema, request.query);
    return listActivitiesOfOwnedHotel(reads, currentUser(request).id, request.params.hotelId, limit);
  });

  // Log pages are remembered per activities version like the dashboard's (up to 100 entries of up to a few KB
  // each) and sent as shared, already encoded JSON.
  const logPages = { db, answers: new RememberedAnswers(200) };
  app.get<HotelParams>('/api/hotels/:hotelId/activity-log', { compress: false }, async (request, reply) => {
    const { cursor, limit, ...filter } = validate(activityLogQuerySchema, request.query);
    const userId = currentUser(request).id;
    const page = await listActivityLog(logPages, userId, request.params.hotelId, filter, { cursor, limit });
    return sendSharedJson(request, reply, page);
  });

  app.get<HotelParams>('/api/hotels/:hotelId/activity-log/members', async (request) =>
    listActivityLogMembers(db, currentUser(request).id, request.params.hotelId),
  );

  app.get<HotelParams>('/api/hotels/:hotelId/activity-log.csv', async (request, reply) => {
    const filter = validate(activityLogFilterSchema, request.query);
    const { hotelName, csv } = await activityLogCsv(
      db,
      currentUser(request).id,
      request.params.hotelId,
      filter,
    );
    csv.on('error', (error) => request.log.warn({ err: error }, 'writing the activity log CSV failed'));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', csvFileName(hotelName, new Date()))
      .header('cache-control', 'no-store')
      .send(csv);
  });
}
