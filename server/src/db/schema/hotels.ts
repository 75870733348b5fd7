import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { hotelCategories, hotelTypes } from '@common/hotels/hotel';
import type { LanguageCode } from '@common/languages/content-languages';
import { user } from './auth';

export const hotelType = pgEnum('hotel_type', hotelTypes);
export const hotelCategory = pgEnum('hotel_category', hotelCategories);

/** hotels (spec part 1, section 3). A user sees only rows whose user_id is their own. */
export const hotels = pgTable(
  'hotels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    website: text('website').notNull().default(''),
    type: hotelType('type').notNull().default('individual'),
    category: hotelCategory('category').notNull().default('business'),
    numberOfRooms: integer('number_of_rooms'),
    /** A chain's name as entered in onboarding, on each of its hotels (null for an individual hotel). */
    chainName: text('chain_name'),
    /** The hotel's public phone number in E.164 (issue 32), or null; checked per country like the profile's. */
    phone: text('phone'),
    /** Where guests write to book (issue 32), or null. */
    reservationsEmail: text('reservations_email'),
    /** The official star rating, 1 to 5 (issue 32), or null where the hotel has none. */
    starRating: integer('star_rating'),
    /**
     * 'Publish content' in Settings -> Hotel (issue 34), off by default: only a hotel that publishes has public
     * content (the schema.org data, the embedded gallery, the content API under /api/v1).
     */
    publishContent: boolean('publish_content').notNull().default(false),
    /**
     * The hotel's public id (issue 34): a random, URL-safe identifier in the addresses of its public content
     * (/embed/hotels/{publicId}/...), never the database id. Made when the hotel first publishes, kept while
     * publishing is off, replaced on the owner's request so that old addresses stop at once; null until then.
     */
    publicId: text('public_id'),
    /**
     * The language the hotel's texts are written in first (issue 37; common/src/languages): new descriptions get
     * it, and the content page shows the text in it. The default comes from the location's country (set by the
     * migration that added it for the hotels before, by features/hotels for new ones); the owner changes it in
     * Settings -> Hotel.
     */
    primaryLanguage: text('primary_language').$type<LanguageCode>().notNull().default('en'),
    /** Every language the hotel serves its guests in, the primary always among them (a check below). */
    contentLanguages: text('content_languages').array().$type<LanguageCode[]>().notNull().default(['en']),
    /**
     * Raised by database triggers whenever the hotel's assets or their tags change (migration 0004), so a
     * cached library page can be checked for freshness with the ownership lookup that every request makes.
     */
    assetsVersion: bigint('assets_version', { mode: 'number' }).notNull().default(0),
    /**
     * Raised by database triggers whenever the hotel's rooms, gallery links, feature switches (migration 0005) or
     * descriptions (migration 0007) change, so remembered room lists, galleries and feature lists are checked for freshness the
     * same way as library pages.
     */
    contentVersion: bigint('content_version', { mode: 'number' }).notNull().default(0),
    /**
     * Raised by database triggers whenever the hotel's templates, their tags or their images change (migration
     * 0007), so remembered template lists, calendar data and public previews are checked the same way.
     */
    templatesVersion: bigint('templates_version', { mode: 'number' }).notNull().default(0),
    /**
     * Raised by database triggers whenever the hotel's tasks or their tags change (migration 0011), so remembered
     * task lists are checked the same way.
     */
    tasksVersion: bigint('tasks_version', { mode: 'number' }).notNull().default(0),
    /** Raised by a database trigger with every activity recorded for the hotel (migration 0011). */
    activitiesVersion: bigint('activities_version', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('hotels_user_id_created_at_idx').on(table.userId, table.createdAt),
    // The public pages find a hotel by its public id; two hotels never share one.
    uniqueIndex('hotels_public_id_idx').on(table.publicId),
    check('hotels_star_rating_range', sql`${table.starRating} between 1 and 5`),
    check('hotels_primary_language_served', sql`${table.primaryLanguage} = any(${table.contentLanguages})`),
  ],
);

/** hotel_locations: one address per hotel; its name mirrors the hotel name. */
export const hotelLocations = pgTable(
  'hotel_locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    /** The country's English name (what texts and AI prompts read), or a free text kept from before codes. */
    country: text('country').notNull(),
    /** ISO 3166-1 alpha-2 code (migration 0012 filled it for names it knew); null for an unknown free text. */
    countryCode: text('country_code'),
    postalCode: text('postal_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('hotel_locations_hotel_id_idx').on(table.hotelId)],
);
