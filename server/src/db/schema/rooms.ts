import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BedConfiguration } from '@common/rooms/room-facts';
import { defaultRoomType } from '@common/rooms/room-types';
import { hotels } from './hotels';

/** A room of a hotel (spec part 2, section 3 "Room"); its type is stored lowercase. */
export const rooms = pgTable(
  'rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull().default(defaultRoomType),
    /** The marketplace's ids of this room type, comma-separated, when it came from an import (spec part 1, section 3). */
    bookingRoomIds: text('booking_room_ids'),
    /**
     * The facts the channels ask for (issue 32; common/src/rooms/room-facts.ts): each null (or the beds empty)
     * while not stated. Ranges are checked by the API and again here.
     */
    maxOccupancy: integer('max_occupancy'),
    standardOccupancy: integer('standard_occupancy'),
    maxChildren: integer('max_children'),
    beds: jsonb('beds').$type<BedConfiguration>().notNull().default([]),
    sizeSqm: integer('size_sqm'),
    /** How many rooms of this type the hotel has (the channels' inventory). */
    roomCount: integer('room_count'),
    view: text('view'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the room was moved to the trash (issue 31, point 4), or null; like assets.deleted_at. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    check('rooms_max_occupancy_range', sql`${table.maxOccupancy} between 1 and 20`),
    check('rooms_standard_occupancy_range', sql`${table.standardOccupancy} between 1 and 20`),
    check('rooms_max_children_range', sql`${table.maxChildren} between 0 and 20`),
    check('rooms_size_sqm_range', sql`${table.sizeSqm} between 5 and 500`),
    check('rooms_room_count_range', sql`${table.roomCount} between 1 and 999`),
    index('rooms_hotel_id_created_at_idx').on(table.hotelId, table.createdAt),
    index('rooms_deleted_at_idx')
      .on(table.deletedAt)
      .where(sql`${table.deletedAt} is not null`),
  ],
);
