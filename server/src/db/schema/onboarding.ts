import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { OnboardingDraft } from '@common/onboarding/schemas';
import { user } from './auth';

/** Where a user is in the onboarding wizard, kept on the server so a reload or a return from checkout resumes. */
export const onboardingProgress = pgTable('onboarding_progress', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  step: text('step').notNull().default('personal'),
  completed: boolean('completed').notNull().default(false),
  draft: jsonb('draft').$type<OnboardingDraft>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
