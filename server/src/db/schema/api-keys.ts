import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { hotels } from './hotels';

/**
 * Keys for the content API (/api/v1, issue 34). The key itself is shown once at creation and never stored:
 * only the SHA-256 of the whole key (looked up by its unique index) and the visible prefix the owner recognises
 * it by (`hcs_ab12cd34`). A key with `revoked_at` set, or past `expires_at`, opens nothing.
 * `last_used_at` is written at most once a minute per key (features/api-keys/last-used.ts).
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    /** Lowercase hex SHA-256 of the whole key. */
    keyHash: text('key_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('api_keys_key_hash_idx').on(table.keyHash),
    index('api_keys_user_id_created_at_idx').on(table.userId, table.createdAt),
  ],
);

/** The hotels a key may read; deleting a hotel removes its rows (a key left with none reads nothing). */
export const apiKeyHotels = pgTable(
  'api_key_hotels',
  {
    keyId: uuid('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.keyId, table.hotelId] }),
    // Deleting a hotel finds its rows by this index, not by a scan.
    index('api_key_hotels_hotel_id_idx').on(table.hotelId),
  ],
);
