import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { assets } from './assets';

/**
 * Where a trashed asset was shown (issue 31, point 4): its links to the hotel gallery, room galleries and
 * templates, taken out of those galleries when it went to the trash and put back at the same place when it is
 * restored. Kept beside the galleries rather than as hidden links in them, so the galleries' cover and order
 * rules and every read of them stay as they were. `owner_id` is the hotel, room or template; one that no longer
 * exists at the restore is skipped. Removed with the asset when the trash is emptied.
 */
export const trashedAssetLinks = pgTable(
  'trashed_asset_links',
  {
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    place: text('place').notNull(),
    ownerId: uuid('owner_id').notNull(),
    isCover: boolean('is_cover').notNull(),
    displayOrder: integer('display_order').notNull(),
    /**
     * When the trashed asset was the cover: the image that became the cover in its place (null when none was
     * left). A restore gives the cover back only while that image (or none) is still the cover, so a cover the
     * operator chose since is kept.
     */
    coverGivenTo: uuid('cover_given_to'),
  },
  (table) => [
    index('trashed_asset_links_asset_id_idx').on(table.assetId),
    check('trashed_asset_links_place_check', sql`${table.place} in ('hotel', 'room', 'template')`),
  ],
);
