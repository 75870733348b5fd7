import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { hotels } from './hotels';

/** Hotel Area Info (DECISIONS.md point 21): an editable text about the hotel's surroundings, one per hotel. */
export const hotelAreaInfo = pgTable('hotel_area_info', {
  hotelId: uuid('hotel_id')
    .primaryKey()
    .references(() => hotels.id, { onDelete: 'cascade' }),
  text: text('text').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
