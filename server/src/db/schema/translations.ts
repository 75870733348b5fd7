import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { LanguageCode } from '@common/languages/content-languages';
import type { TranslatableTextKind } from '@common/ai/translation';
import { hotels } from './hotels';

/** The kinds of text whose translations live here; descriptions keep theirs in their own per-language tables. */
export type StoredTranslationKind = Exclude<TranslatableTextKind, 'hotelDescription' | 'roomDescription'>;

/**
 * A text of the hotel in a content language other than its primary one (issue 37, part 2): a room's name, the
 * area text, a template's name or description, a photo's caption or alt text. The source, in the primary
 * language, stays where it always was (rooms.name, hotel_area_info.text, templates.name, assets.caption ...).
 * One row per text and language; the subject is the room, template or photo (the hotel for the area text), whose
 * removal removes its translations (triggers in migration 0038, as the subject may be any of those tables).
 */
export const contentTranslations = pgTable(
  'content_translations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<StoredTranslationKind>().notNull(),
    subjectId: uuid('subject_id').notNull(),
    language: text('language').$type<LanguageCode>().notNull(),
    content: text('content').notNull(),
    /**
     * When the source text changed after this translation was written or checked, or null while it is current
     * (set by the source tables' triggers, migration 0038; cleared by a save, a translation or 'Mark as checked').
     */
    sourceChangedAt: timestamp('source_changed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('content_translations_subject_kind_language_idx').on(
      table.subjectId,
      table.kind,
      table.language,
    ),
    index('content_translations_hotel_id_language_idx').on(table.hotelId, table.language),
    check(
      'content_translations_kind_check',
      sql`${table.kind} in ('roomName', 'areaText', 'templateName', 'templateDescription', 'photoCaption', 'photoAltText')`,
    ),
  ],
);

export type TranslationRunStatus = 'queued' | 'running' | 'succeeded' | 'failed';

/**
 * 'Translate all missing' (issue 37, part 3): one run per click, its progress counted as it goes. At most one
 * queued or running per hotel (a partial unique index), so a second click joins the first.
 */
export const translationRuns = pgTable(
  'translation_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    status: text('status').$type<TranslationRunStatus>().notNull().default('queued'),
    languages: text('languages').array().$type<LanguageCode[]>().notNull(),
    total: integer('total').notNull().default(0),
    translated: integer('translated').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** Why the run stopped early or why its texts failed (the first reason), as a shared text. */
    failure: text('failure'),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('translation_runs_hotel_id_queued_at_idx').on(table.hotelId, table.queuedAt),
    uniqueIndex('translation_runs_one_open_idx')
      .on(table.hotelId)
      .where(sql`${table.status} in ('queued', 'running')`),
    check(
      'translation_runs_status_check',
      sql`${table.status} in ('queued', 'running', 'succeeded', 'failed')`,
    ),
  ],
);
