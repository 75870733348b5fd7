import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the room was moved to the trash (issue 31, point 4), or null; like assets.deleted_at. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('rooms_hotel_id_created_at_idx').on(table.hotelId, table.createdAt),
    index('rooms_deleted_at_idx')
      .on(table.deletedAt)
      .where(sql`${table.deletedAt} is not null`),
  ],
);
