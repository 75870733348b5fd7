import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { hotels } from './hotels';

/** An image of a hotel (spec part 2, section 3 "Asset"), with its renditions; the files live in storage. */
export const assets = pgTable(
  'assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull().default('image'),
    category: text('category').notNull(),
    storageKey: text('storage_key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    galleryKey: text('gallery_key').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** SHA-256 of the file, hex: the exact-duplicate check per hotel (spec: metadata.hash). */
    hash: text('hash').notNull(),
    /** 64-bit difference hash of the picture: near-duplicates differ in a few bits. */
    perceptualHash: bigint('perceptual_hash', { mode: 'bigint' }).notNull(),
    /**
     * What the library search reads: the name and each tag, one per line, without control characters, so a
     * match is always inside the name or inside one tag. Database triggers keep it (migration 0004).
     */
    searchText: text('search_text').notNull().default(''),
    /**
     * Why the AI analysis fell back to the default category and no tags ('rate_limited', 'service_failed'), or
     * null when the analysis ran (DECISIONS.md point 24). 'Analyse again' clears it once an analysis succeeds.
     */
    analysisFallback: text('analysis_fallback'),
    /**
     * The photo's caption and alt text in the hotel's primary language (issue 37, part 2); empty while none. Their
     * other languages are content_translations rows.
     */
    caption: text('caption').notNull().default(''),
    altText: text('alt_text').notNull().default(''),
    /**
     * Whether the stored original has lost its metadata (GPS, photographer, comments; issue 30, point 8). New
     * originals never have any (true by default); rows from before have false until the job in
     * features/assets/original-metadata-job.ts has rewritten their file (migration 0019).
     */
    originalMetadataRemoved: boolean('original_metadata_removed').notNull().default(true),
    /**
     * When the stored original was last read for its facts (pixel size, byte size; issue 32). New originals are
     * read as they are stored; rows from before start null until the photo facts job has read them once.
     */
    originalCheckedAt: timestamp('original_checked_at', { withTimezone: true }).defaultNow(),
    /** The stored original could not be found when it was read (a storage failure): the channels count it failing. */
    originalMissing: boolean('original_missing').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Raised by every edit (name, category, tags): the dashboard counts content created or updated lately. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the asset was moved to the trash (issue 31, point 4), or null while it is in the library. A trashed
     * asset is left out of every listing and restored or removed for good within 30 days (features/trash).
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    // The library's 'Trash' view and the purge job find trashed assets without reading the live ones.
    index('assets_trashed_idx')
      .on(table.hotelId, table.deletedAt)
      .where(sql`${table.deletedAt} is not null`),
    index('assets_deleted_at_idx')
      .on(table.deletedAt)
      .where(sql`${table.deletedAt} is not null`),
    uniqueIndex('assets_hotel_id_hash_idx').on(table.hotelId, table.hash),
    // The photo facts job finds the originals it has not read yet without reading the others.
    index('assets_original_unchecked_idx')
      .on(table.id)
      .where(sql`${table.originalCheckedAt} is null`),
    // ...and those that were missing, which every pass reads again.
    index('assets_original_missing_idx')
      .on(table.id)
      .where(sql`${table.originalMissing}`),
    // The library's pages, newest first, and its counts: only the photos in the library (deleted_at null), so a
    // count reads this index alone once a vacuum has marked the table's pages all-visible (lib/table-upkeep.ts),
    // and a page needs no filter on the rows it reads.
    index('assets_live_hotel_id_created_at_idx')
      .on(table.hotelId, table.createdAt, table.id)
      .where(sql`${table.deletedAt} is null`),
    // The library's category filter counts from this index alone (2.5 ms for 10,000 of 50,000 photos, where the
    // planner read the whole table: 45-120 ms); its pages walk the index above, newest first.
    index('assets_live_hotel_id_category_idx')
      .on(table.hotelId, table.category)
      .where(sql`${table.deletedAt} is null`),
    // The dashboard's 'Content Updates' counts a hotel's assets by when they last changed.
    index('assets_hotel_id_updated_at_idx').on(table.hotelId, table.updatedAt),
    // Library search is a substring match (ILIKE '%word%'): a trigram index finds it without a scan. Without
    // fastupdate, a write adds its entries to the index itself instead of a pending list that every search reads
    // whole until a VACUUM merges it (the embedded database vacuums once a minute at most: decisions 029, 031).
    index('assets_search_text_trgm_idx')
      .using('gin', table.searchText.op('gin_trgm_ops'))
      .with({ fastupdate: 'off' }),
  ],
);

export const assetTags = pgTable(
  'asset_tags',
  {
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
  },
  (table) => [primaryKey({ columns: [table.assetId, table.tag] }), index('asset_tags_tag_idx').on(table.tag)],
);
