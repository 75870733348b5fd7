import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AlpineBitsHandshakeView, PushAnswerView, PushRunView } from '@common/alpinebits/schemas';
import { user } from './auth';
import { hotels } from './hotels';

/** The handshake as stored: the view without its time, which is its own column. */
export type StoredHandshake = Omit<AlpineBitsHandshakeView, 'checkedAt'>;

/**
 * A hotel's AlpineBits connection (issue 33): where its content is pushed and as whom. The password is sealed
 * at rest (features/alpinebits/sealed-password.ts) and never leaves the server. `room_codes` maps room ids to the
 * codes the receiving system knows the room categories by (a room without an entry has no code yet); changing
 * them raises the hotel's content_version (trigger in the migration), as the channel readiness and the next
 * automatic push read them. `pushed_*_version` are the hotel's versions of the last push that the server took.
 */
export const alpineBitsConnections = pgTable('alpinebits_connections', {
  hotelId: uuid('hotel_id')
    .primaryKey()
    .references(() => hotels.id, { onDelete: 'cascade' }),
  serverUrl: text('server_url').notNull(),
  username: text('username').notNull(),
  sealedPassword: text('sealed_password').notNull(),
  hotelCode: text('hotel_code').notNull(),
  roomCodes: jsonb('room_codes').$type<Record<string, string>>().notNull().default({}),
  autoPush: boolean('auto_push').notNull().default(false),
  handshake: jsonb('handshake').$type<StoredHandshake>(),
  handshakeAt: timestamp('handshake_at', { withTimezone: true }),
  pushedContentVersion: bigint('pushed_content_version', { mode: 'number' }),
  pushedAssetsVersion: bigint('pushed_assets_version', { mode: 'number' }),
  /** An automatic push failed and its owner was told; cleared by the next push the server takes. */
  autoFailureNotified: boolean('auto_failure_notified').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The pushes of a hotel's content (issue 33), the newest 20 kept. One runs at a time per hotel (partial unique
 * index): the job that finds another running leaves its run queued for that one to take next.
 */
export const alpineBitsPushRuns = pgTable(
  'alpinebits_push_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    trigger: text('trigger').notNull(),
    /** Who asked for a manual push (issue 36: the activity log names them); null for automatic ones. */
    requestedBy: text('requested_by').references(() => user.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('queued'),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    durationMs: integer('duration_ms'),
    tries: integer('tries').notNull().default(0),
    /** The hotel's versions when its content was read for this run. */
    contentVersion: bigint('content_version', { mode: 'number' }),
    assetsVersion: bigint('assets_version', { mode: 'number' }),
    counts: jsonb('counts').$type<NonNullable<PushRunView['counts']>>(),
    languages: text('languages').array().notNull().default([]),
    answers: jsonb('answers').$type<PushAnswerView[]>().notNull().default([]),
    failure: jsonb('failure').$type<PushRunView['failure']>(),
    leftOut: jsonb('left_out').$type<PushRunView['leftOut']>().notNull().default([]),
  },
  (table) => [
    index('alpinebits_push_runs_hotel_id_queued_at_idx').on(table.hotelId, table.queuedAt),
    uniqueIndex('alpinebits_push_runs_one_running_idx')
      .on(table.hotelId)
      .where(sql`${table.status} = 'running'`),
    check(
      'alpinebits_push_runs_status_check',
      sql`${table.status} in ('queued', 'running', 'succeeded', 'warnings', 'failed')`,
    ),
    check('alpinebits_push_runs_trigger_check', sql`${table.trigger} in ('manual', 'auto')`),
  ],
);
