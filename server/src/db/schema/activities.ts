import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ActivityChange } from '@common/activities/changes';
import { user } from './auth';
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
    /** The member who acted (issue 36, part 4); null for the system's own work or a deleted account. */
    actorUserId: text('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
    /** The actor's name as it was, so the log still names a member who left. */
    actorName: text('actor_name'),
    /** For an edit: each field's value before and after. */
    changes: jsonb('changes').$type<ActivityChange[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('activities_hotel_id_created_at_idx').on(table.hotelId, table.createdAt, table.id),
    // The activity page's filters (issue 36, part 4): by member and by kind, newest first.
    index('activities_hotel_id_actor_created_at_idx').on(
      table.hotelId,
      table.actorUserId,
      table.createdAt,
      table.id,
    ),
    index('activities_hotel_id_kind_created_at_idx').on(table.hotelId, table.kind, table.createdAt, table.id),
  ],
);
