import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ImportItemView, ImportResultView } from '@common/import/schemas';
import { hotels } from './hotels';

/**
 * A property import of a hotel (spec part 1, section 4 "Import progress"): its progress items, written as the
 * import goes, and its outcome. Kept in the database so that any later request (and any process) can report on
 * it. At most one import of a hotel runs at a time (partial unique index); one whose progress has not moved for
 * a while is treated as failed (features/import/import-runs.ts), so a stopped process never blocks the hotel.
 */
export const propertyImports = pgTable(
  'property_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    /** Where the import reads from: the marketplace's data API ('booking') or the hotel's own site ('website'). */
    source: text('source').notNull().default('booking'),
    sourceUrl: text('source_url').notNull(),
    status: text('status').notNull().default('running'),
    items: jsonb('items').$type<ImportItemView[]>().notNull(),
    error: text('error'),
    result: jsonb('result').$type<ImportResultView>(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('property_imports_hotel_id_started_at_idx').on(table.hotelId, table.startedAt),
    uniqueIndex('property_imports_one_running_idx')
      .on(table.hotelId)
      .where(sql`${table.status} = 'running'`),
    check('property_imports_status_check', sql`${table.status} in ('running', 'succeeded', 'failed')`),
    check('property_imports_source_check', sql`${table.source} in ('booking', 'website')`),
  ],
);
