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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('room_descriptions_room_id_language_idx').on(table.roomId, table.language)],
);
