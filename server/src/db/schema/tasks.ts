import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { hotels } from './hotels';

/** A to-do on the dashboard (spec part 1, section 3 "Task"): it belongs to the hotel and the user who wrote it. */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    priority: text('priority').$type<'low' | 'medium' | 'high'>().notNull().default('medium'),
    /** A calendar day without a time: a task is due on a day, wherever the user is. */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    completed: boolean('completed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the search looks in: the title and each tag on a line of its own, control characters dropped, as the
     * library's (assets.search_text). Database triggers keep it (migration 0037).
     */
    searchText: text('search_text').notNull().default(''),
  },
  (table) => [
    // The list reads one hotel's active or completed tasks by due date.
    index('tasks_hotel_id_completed_due_date_idx').on(
      table.hotelId,
      table.completed,
      table.dueDate,
      table.id,
    ),
    index('tasks_user_id_idx').on(table.userId),
    // A search is a trigram lookup, not a look at every task of the hotel and each of its tags; without a pending
    // list, as the library's (migration 0036).
    index('tasks_search_text_trgm_idx')
      .using('gin', table.searchText.op('gin_trgm_ops'))
      .with({ fastupdate: 'off' }),
    check('tasks_priority_check', sql`${table.priority} in ('low', 'medium', 'high')`),
  ],
);

/** A task's tags, one row each (spec: a separate task-tags table); a tag appears once per task. */
export const taskTags = pgTable(
  'task_tags',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
  },
  (table) => [primaryKey({ columns: [table.taskId, table.tag] })],
);
