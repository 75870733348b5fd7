import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notificationChoiceSchema } from '@common/notifications/recipients';
import { markNotificationsReadSchema, notificationBellQuerySchema } from '@common/notifications/schemas';
import type { AppContext } from '../../http/context';
import { currentUser } from '../../http/session';
import { unauthenticated } from '../../lib/app-error';
import { startPeriodicTask } from '../../lib/periodic-task';
import { validate } from '../../lib/validate';
import { chooseNotificationEvents, getNotificationRecipients } from './recipients';
import {
  bellOf,
  getUnreadCount,
  listNotifications,
  markNotificationsRead,
  removeOldNotifications,
} from './service';

/** How often notifications past their retention are removed. */
export const retentionSweepMs = 60 * 60_000;

type MemberParams = { Params: { hotelId: string; userId: string } };

/** The membership the access check found for the route's hotel. */
function checked(request: FastifyRequest) {
  if (!request.membership) throw unauthenticated();
  return request.membership;
}

/**
 * The bell's notifications (issue 15, point 5): the caller's own only, those of the active hotel with the
 * account-level ones (issue 36, part 5); and who of a hotel's members hears of which event.
 */
export function registerNotificationRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;
  startPeriodicTask(app, context.log, {
    name: 'removing old notifications',
    everyMs: retentionSweepMs,
    runAtStart: true,
    run: (now) => removeOldNotifications(db, now),
  });

  const bell = async (request: FastifyRequest) => {
    const { hotelId } = validate(notificationBellQuerySchema, request.query);
    return bellOf(db, currentUser(request).id, hotelId);
  };

  app.get('/api/notifications', async (request) => listNotifications(db, await bell(request)));

  app.get('/api/notifications/unread-count', async (request) => getUnreadCount(db, await bell(request)));

  app.post('/api/notifications/read', async (request) => {
    const { ids, hotelId } = validate(markNotificationsReadSchema, request.body);
    return markNotificationsRead(db, await bellOf(db, currentUser(request).id, hotelId), ids);
  });

  app.get('/api/hotels/:hotelId/notification-recipients', async (request) =>
    getNotificationRecipients(db, checked(request)),
  );

  app.put<MemberParams>('/api/hotels/:hotelId/notification-recipients/:userId', async (request) => {
    const input = validate(notificationChoiceSchema, request.body);
    return {
      recipient: await chooseNotificationEvents(db, checked(request), request.params.userId, input),
    };
  });
}
