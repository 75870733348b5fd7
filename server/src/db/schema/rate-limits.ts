import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The shared rate-limit counters on PostgreSQL (integrations/rate-limits/), read and written by
 * rate-limiter-flexible's RateLimiterPostgres, whose queries fix the columns and their order
 * (`INSERT ... VALUES (key, points, expire)`). The table is made here, not by the library, so processes
 * starting together do not race to create it; `key` is text rather than the library's varchar(255) because
 * our keys hold a route and an e-mail address. `expire` is milliseconds since 1970, null for never.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});
