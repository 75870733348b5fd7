import { boolean, index, integer, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { assets } from './assets';
import { hotels } from './hotels';
import { rooms } from './rooms';

/**
 * A room's gallery (spec part 2, section 3 "Room asset link"): the room's images in order, the first the cover.
 * The server writes orders 0, 1, 2... with the cover at 0, each change inside the gallery's lock. The database
 * keeps a gallery from ever holding an image twice (unique index) or two covers (an exclusion constraint of
 * migration 0006, which drizzle's schema cannot express: checked at the end of each statement, so that one
 * statement can move the cover). Display orders are not unique in the database: saving a new order moves the
 * links in place with one statement, during which two links briefly share a place (migration 0006).
 */
export const roomAssets = pgTable(
  'room_assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    isCover: boolean('is_cover').notNull().default(false),
    displayOrder: integer('display_order').notNull(),
  },
  (table) => [
    uniqueIndex('room_assets_room_id_asset_id_idx').on(table.roomId, table.assetId),
    // Deleting an asset removes its links: found by this index, not by a scan.
    index('room_assets_asset_id_idx').on(table.assetId),
  ],
);

/** The hotel's own gallery (spec part 2, section 3 "Property asset link"), kept like a room's. */
export const propertyAssets = pgTable(
  'property_assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    isCover: boolean('is_cover').notNull().default(false),
    displayOrder: integer('display_order').notNull(),
  },
  (table) => [
    uniqueIndex('property_assets_hotel_id_asset_id_idx').on(table.hotelId, table.assetId),
    index('property_assets_asset_id_idx').on(table.assetId),
  ],
);
