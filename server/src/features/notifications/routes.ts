import type { FastifyInstance } from 'fastify';
import { markNotificationsReadSchema } from '@common/notifications/schemas';
import type { AppContext } from '../../http/context';
import { currentUser } from '../../http/session';
import { startPeriodicTask } from '../../lib/periodic-task';
import { validate } from '../../lib/validate';
import { getUnreadCount, listNotifications, markNotificationsRead, removeOldNotifications } from './service';

/** How often notifications past their retention are removed. */
export const retentionSweepMs = 60 * 60_000;

/** The bell's notifications (issue 15, point 5): the caller's own only. */
export function registerNotificationRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;
  startPeriodicTask(app, context.log, {
    name: 'removing old notifications',
    everyMs: retentionSweepMs,
    runAtStart: true,
    run: (now) => removeOldNotifications(db, now),
  });

  app.get('/api/notifications', async (request) => listNotifications(db, currentUser(request).id));

  app.get('/api/notifications/unread-count', async (request) => getUnreadCount(db, currentUser(request).id));

  app.post('/api/notifications/read', async (request) => {
    const { ids } = validate(markNotificationsReadSchema, request.body);
    return markNotificationsRead(db, currentUser(request).id, ids);
  });
}
