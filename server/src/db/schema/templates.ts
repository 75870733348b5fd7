import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { assets } from './assets';
import { hotels } from './hotels';

/**
 * What a template supplies to the content page. Its images and cover live in template_images (one source of
 * truth), not in this object.
 */
export interface TemplateContent {
  description: string;
}

/**
 * A template of a hotel (spec part 2, section 3 "Template"): a campaign such as a summer offer, with its own
 * description, dates, tags and images. Unpublished templates are drafts; only published ones are served by the
 * public preview (DECISIONS.md 15).
 */
export const templates = pgTable(
  'templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull().default('event'),
    content: jsonb('content').$type<TemplateContent>().notNull().default({ description: '' }),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    isPublished: boolean('is_published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the template was moved to the trash (issue 31, point 4), or null; like assets.deleted_at. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('templates_deleted_at_idx')
      .on(table.deletedAt)
      .where(sql`${table.deletedAt} is not null`),
    // The list, the calendar and the counts read only the templates not in the trash: a count reads this index
    // alone once a vacuum has marked the pages all-visible (lib/table-upkeep.ts).
    index('templates_live_hotel_id_created_at_idx')
      .on(table.hotelId, table.createdAt)
      .where(sql`${table.deletedAt} is null`),
    // The dashboard counts recently changed templates; the bell's sweep finds templates starting or ending.
    index('templates_hotel_id_updated_at_idx').on(table.hotelId, table.updatedAt),
    index('templates_start_date_idx').on(table.startDate),
    index('templates_end_date_idx').on(table.endDate),
    check('templates_category_check', sql`${table.category} IN ('event', 'seasonal', 'audience', 'default')`),
    check(
      'templates_dates_check',
      sql`${table.startDate} IS NULL OR ${table.endDate} IS NULL OR ${table.endDate} >= ${table.startDate}`,
    ),
  ],
);

/** template_tags: the template's tags, each once. */
export const templateTags = pgTable(
  'template_tags',
  {
    templateId: uuid('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
  },
  (table) => [primaryKey({ columns: [table.templateId, table.tag] })],
);

/** template_images: the template's images in order, the first the cover; deleting an asset removes its links. */
export const templateImages = pgTable(
  'template_images',
  {
    templateId: uuid('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    isCover: boolean('is_cover').notNull().default(false),
    displayOrder: integer('display_order').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.templateId, table.assetId] }),
    index('template_images_asset_id_idx').on(table.assetId),
  ],
);

/**
 * A run of 'Generate Templates' (docs/decisions/016): asked for by a request, run as a job by whichever process
 * takes it, and followed by the client until it has succeeded (its drafts in `template_ids`) or failed. At most
 * one runs per hotel; a second click while it runs follows the same run instead of spending the AI budget again.
 */
export const templateGenerations = pgTable(
  'template_generations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('running'),
    templateIds: jsonb('template_ids').$type<string[]>().notNull().default([]),
    /** The generator that wrote the drafts and its label, as the user is told (DECISIONS.md 24). */
    provider: text('provider'),
    label: text('label'),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('template_generations_hotel_id_started_at_idx').on(table.hotelId, table.startedAt),
    uniqueIndex('template_generations_one_running_idx')
      .on(table.hotelId)
      .where(sql`${table.status} = 'running'`),
    check('template_generations_status_check', sql`${table.status} in ('running', 'succeeded', 'failed')`),
  ],
);
