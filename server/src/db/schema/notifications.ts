import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { hotels } from './hotels';

/**
 * What the bell shows a user (DECISIONS.md point 26). The text is rendered from kind and params by the web app,
 * so it follows the screen's language; `dedupeKey` makes an event that sweeps see again (an expiring login, a
 * template going live) notify once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    hotelId: uuid('hotel_id').references(() => hotels.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    dedupeKey: text('dedupe_key').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('notifications_user_id_dedupe_key_idx').on(table.userId, table.dedupeKey),
    index('notifications_user_id_created_at_idx').on(table.userId, table.createdAt),
    // The bell's unread count, read on every page: the few unread rows of the user, never the read ones.
    index('notifications_unread_user_id_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
  ],
);
