import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { notifications } from '../src/db/schema';
import type { TestApp } from './test-app';

/** buildNotification: a stored notification of the user (by default an unread failed payment, made now). */
export async function buildNotification(
  testApp: TestApp,
  userId: string,
  overrides: Partial<typeof notifications.$inferInsert> = {},
) {
  const [row] = await testApp.context.db
    .insert(notifications)
    .values({ userId, kind: 'payment_failed', params: {}, dedupeKey: randomUUID(), ...overrides })
    .returning();
  if (!row) throw new Error('notification insert failed');
  return row;
}

/** The user's stored notifications, oldest first: what the producers' tests check. */
export async function notificationsOf(testApp: TestApp, userId: string) {
  return testApp.context.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
}
