import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** What visitors send through the contact form (DECISIONS.md point 6); kept even when mail fails. */
export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Addresses left in the landing page's hero and footer forms. */
export const newsletterSignups = pgTable('newsletter_signups', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  source: text('source').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
