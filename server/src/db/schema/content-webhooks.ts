import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { apiKeys } from './api-keys';
import { hotels } from './hotels';

/**
 * An API key's webhook (issue 34, point 5): the HTTPS address that receives `content.changed` events for the
 * hotels the key covers. The signing secret is sealed at rest (features/content-webhooks/webhook-secret.ts).
 * `consecutive_failures` counts failed delivery attempts in a row; at 20 the webhook is disabled (`disabled_at`)
 * until its owner enables it again. One webhook per key; it goes with its key.
 */
export const contentWebhooks = pgTable('content_webhooks', {
  id: uuid('id').primaryKey().defaultRandom(),
  keyId: uuid('key_id')
    .notNull()
    .unique('content_webhooks_key_id_unique')
    .references(() => apiKeys.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  sealedSecret: text('sealed_secret').notNull(),
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The outbox of content changes (docs/decisions, content webhooks): database triggers on the content tables
 * record, per hotel covered by some webhook, what changed (`kinds`, a subset of photos, rooms, descriptions,
 * facilities, templates) in one row that stays pending until `due_at`, a minute after the first change; later
 * changes merge into it. The sweep claims due rows (SKIP LOCKED) and turns each into one event per webhook.
 */
export const contentChanges = pgTable(
  'content_changes',
  {
    hotelId: uuid('hotel_id')
      .primaryKey()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    kinds: text('kinds').array().notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('content_changes_due_at_idx').on(table.dueAt)],
);

/**
 * A `content.changed` event on its way to one webhook: sent at `next_attempt_at`, retried with backoff after a
 * failed attempt, removed once delivered or given up. `leased_until` is the claim of the process sending it.
 */
export const contentWebhookEvents = pgTable(
  'content_webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => contentWebhooks.id, { onDelete: 'cascade' }),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    kinds: text('kinds').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Attempts made so far. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
  },
  (table) => [
    index('content_webhook_events_next_attempt_at_idx').on(table.nextAttemptAt),
    index('content_webhook_events_webhook_id_idx').on(table.webhookId),
    index('content_webhook_events_hotel_id_idx').on(table.hotelId),
  ],
);

/** Each delivery attempt of a webhook (its events and test pings), the newest 20 per webhook kept for its owner. */
export const contentWebhookDeliveries = pgTable(
  'content_webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => contentWebhooks.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The hotel of a content.changed event; null for a test ping. */
    hotelId: uuid('hotel_id').references(() => hotels.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    delivered: boolean('delivered').notNull(),
    httpStatus: integer('http_status'),
    /** Why an attempt failed, as a code (timeout, unreachable, refused-address, http-status...). */
    error: text('error'),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('content_webhook_deliveries_webhook_id_attempted_at_idx').on(table.webhookId, table.attemptedAt),
    index('content_webhook_deliveries_hotel_id_idx').on(table.hotelId),
    check(
      'content_webhook_deliveries_event_type_check',
      sql`${table.eventType} in ('content.changed', 'ping')`,
    ),
  ],
);
