import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { hotels } from './hotels';

/** What happened in a hotel (spec part 1, section 3 "Activity"); the dashboard reads it. */
export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    entityId: text('entity_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('activities_hotel_id_created_at_idx').on(table.hotelId, table.createdAt)],
);
