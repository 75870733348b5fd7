import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { rooms } from './rooms';

/**
 * The feature catalogue (spec part 2, section 3 "Features"): categories facilities, room and policies, their
 * subcategories and features, with stable text ids. Written at every start from the catalogue in the code
 * (features/hotel-features/catalogue.ts); an entry that left the catalogue but is still switched on somewhere is
 * kept, marked retired, so no hotel's or room's row is ever left dangling.
 */
export const featureCategories = pgTable('feature_categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const featureSubcategories = pgTable(
  'feature_subcategories',
  {
    id: text('id').primaryKey(),
    categoryId: text('category_id')
      .notNull()
      .references(() => featureCategories.id),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull(),
    retired: boolean('retired').notNull().default(false),
  },
  (table) => [index('feature_subcategories_category_id_idx').on(table.categoryId)],
);

export const features = pgTable(
  'features',
  {
    id: text('id').primaryKey(),
    subcategoryId: text('subcategory_id')
      .notNull()
      .references(() => featureSubcategories.id),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull(),
    retired: boolean('retired').notNull().default(false),
    /**
     * Set on a facility that an import found and the catalogue lacks: that hotel's own entry, shown only to it
     * and left alone by the catalogue sync. Null for the catalogue's entries.
     */
    hotelId: uuid('hotel_id').references(() => hotels.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('features_subcategory_id_idx').on(table.subcategoryId),
    // A hotel's own entries are unique by name, so an import run twice finds the entry of the first run.
    uniqueIndex('features_hotel_id_name_idx')
      .on(table.hotelId, sql`lower(${table.name})`)
      .where(sql`${table.hotelId} is not null`),
  ],
);

/** A hotel's switch for a facility or policy; no row means off. */
export const hotelFeatures = pgTable(
  'hotel_features',
  {
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    featureId: text('feature_id')
      .notNull()
      .references(() => features.id),
    active: boolean('active').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.hotelId, table.featureId] }),
    index('hotel_features_feature_id_idx').on(table.featureId),
  ],
);

/** A room's switch for a room feature; no row means off. */
export const roomFeatures = pgTable(
  'room_features',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    featureId: text('feature_id')
      .notNull()
      .references(() => features.id),
    active: boolean('active').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.roomId, table.featureId] }),
    index('room_features_feature_id_idx').on(table.featureId),
  ],
);

const timeOfDay = (column: string) => sql`${sql.raw(column)} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`;

/**
 * A hotel's policies that are one choice each (pets, smoking, parties, children) and its check-in and check-out
 * time ranges (issue 31, point 6): one row, so two contradicting options cannot both be stored. Null is 'not
 * stated'. The values are the option keys of common/src/content/policies.ts; times are 'HH:MM'.
 */
export const hotelPolicies = pgTable(
  'hotel_policies',
  {
    hotelId: uuid('hotel_id')
      .primaryKey()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    pets: text('pets'),
    smoking: text('smoking'),
    parties: text('parties'),
    children: text('children'),
    checkInFrom: text('check_in_from'),
    checkInUntil: text('check_in_until'),
    checkOutFrom: text('check_out_from'),
    checkOutUntil: text('check_out_until'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('hotel_policies_pets_check', sql`${table.pets} in ('allowed', 'on-request', 'not-allowed')`),
    check(
      'hotel_policies_smoking_check',
      sql`${table.smoking} in ('not-allowed', 'designated-areas', 'allowed')`,
    ),
    check('hotel_policies_parties_check', sql`${table.parties} in ('not-allowed', 'allowed')`),
    check('hotel_policies_children_check', sql`${table.children} in ('welcome', 'adults-only')`),
    check(
      'hotel_policies_times_check',
      sql`${timeOfDay('check_in_from')} and ${timeOfDay('check_in_until')} and ${timeOfDay('check_out_from')} and ${timeOfDay('check_out_until')}`,
    ),
    check(
      'hotel_policies_ranges_check',
      sql`${table.checkInUntil} > ${table.checkInFrom} and ${table.checkOutUntil} > ${table.checkOutFrom}`,
    ),
  ],
);
