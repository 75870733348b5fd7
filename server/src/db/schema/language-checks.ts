import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { LanguageCode } from '@common/languages/content-languages';
import { hotelDescriptions, roomDescriptions } from './descriptions';

/** What the language pass found for a description, once it has looked. */
export type LanguageCheckOutcome =
  /** The text is in another of our languages, which the description now has. */
  | 'relabelled'
  /** The text is in the language it was stored with. */
  | 'confirmed'
  /** Too short, mixed, or in a language that is not one of ours: the stored language stays. */
  | 'undetermined'
  /** The text is in a language the hotel (or room) already has another description in: both are kept. */
  | 'taken'
  /** The owner chose the description's language before the pass came to it; their choice stands. */
  | 'operator';

/**
 * The language pass over the descriptions stored before hotels had content languages (issue 37; docs/decisions, content languages):
 * every one of them was stored as 'en' whatever it was written in. The migration that added this table gave each
 * such description a row here; the pass (features/content-languages/language-pass-job.ts) detects each text's
 * language once and records what it found and did, so nothing is detected twice and a kept label says why. Kept
 * beside the descriptions rather than as a mark on them, so checking a text that keeps its language writes
 * nothing the content's triggers (versions, webhooks) would take for a change.
 */
export const descriptionLanguageChecks = pgTable(
  'description_language_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelDescriptionId: uuid('hotel_description_id').references(() => hotelDescriptions.id, {
      onDelete: 'cascade',
    }),
    roomDescriptionId: uuid('room_description_id').references(() => roomDescriptions.id, {
      onDelete: 'cascade',
    }),
    /** The language the detection found; null where it could not tell. */
    detectedLanguage: text('detected_language').$type<LanguageCode>(),
    outcome: text('outcome').$type<LanguageCheckOutcome>(),
    /** Null while the pass has not come to it. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('description_language_checks_hotel_description_idx').on(table.hotelDescriptionId),
    uniqueIndex('description_language_checks_room_description_idx').on(table.roomDescriptionId),
    // The pass reads the unchecked rows in id order.
    index('description_language_checks_pending_idx')
      .on(table.id)
      .where(sql`${table.checkedAt} is null`),
    check(
      'description_language_checks_one_description',
      sql`num_nonnulls(${table.hotelDescriptionId}, ${table.roomDescriptionId}) = 1`,
    ),
  ],
);
