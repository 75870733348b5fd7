import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { hotels } from './hotels';
import { rooms } from './rooms';

/**
 * The hotel's description, one per language (spec part 2, section 3): unique per hotel and language, so a save
 * and an import both upsert instead of piling up versions.
 */
export const hotelDescriptions = pgTable(
  'hotel_descriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    language: text('language').notNull().default('en'),
    content: text('content').notNull(),
    /**
     * For a description in a language other than the hotel's primary one: when the primary description changed
     * after this one was written or checked (issue 37, part 4), or null while it is current. Set by a trigger
     * (migration 0038); cleared by a save, a translation or 'Mark as checked'.
     */
    sourceChangedAt: timestamp('source_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('hotel_descriptions_hotel_id_language_idx').on(table.hotelId, table.language)],
);

/** A room's description, one per language, kept like the hotel's. */
export const roomDescriptions = pgTable(
  'room_descriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    language: text('language').notNull().default('en'),
    content: text('content').notNull(),
    /**
     * For a description in a language other than the hotel's primary one: when the primary description changed
     * after this one was written or checked (issue 37, part 4), or null while it is current. Set by a trigger
     * (migration 0038); cleared by a save, a translation or 'Mark as checked'.
     */
    sourceChangedAt: timestamp('source_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('room_descriptions_room_id_language_idx').on(table.roomId, table.language)],
);
