import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { OtaType } from '@common/ota/channels';
import type { OtaStatus } from '@common/ota/schemas';
import { hotels } from './hotels';

/**
 * A saved login of a channel (DECISIONS.md point 9): the live browser's cookies and local storage, sealed with
 * AES-256-GCM under SECRET_KEY and bound to the hotel (features/ota/sealed-login.ts). It never leaves the server.
 */
export const otaContexts = pgTable(
  'ota_contexts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    otaType: text('ota_type').$type<OtaType>().notNull(),
    sealed: text('sealed').notNull(),
    cookieExpiryDate: timestamp('cookie_expiry_date', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ota_contexts_hotel_id_idx').on(table.hotelId),
    check('ota_contexts_ota_type_check', sql`${table.otaType} in ('booking', 'expedia', 'agoda', 'hrs')`),
  ],
);

/** A hotel's connection to a channel (spec part 1, section 3 "OTA connection"); one per channel and hotel. */
export const otas = pgTable(
  'otas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    type: text('type').$type<OtaType>().notNull(),
    name: text('name').notNull(),
    status: text('status').$type<OtaStatus>().notNull().default('connected'),
    /** The saved login; null once it is gone (its row is deleted with the connection or replaced on renew). */
    contextId: uuid('context_id').references(() => otaContexts.id, { onDelete: 'set null' }),
    cookieExpiryDate: timestamp('cookie_expiry_date', { withTimezone: true }),
    lastSync: timestamp('last_sync', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('otas_hotel_id_idx').on(table.hotelId),
    unique('otas_hotel_id_type_unique').on(table.hotelId, table.type),
    check('otas_type_check', sql`${table.type} in ('booking', 'expedia', 'agoda', 'hrs')`),
    check('otas_status_check', sql`${table.status} in ('connected', 'disconnected', 'error')`),
  ],
);
