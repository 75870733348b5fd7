import { and, asc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { taskTags, tasks } from '../../db/schema';

export type TaskRow = typeof tasks.$inferSelect;

export interface TaskFilters {
  completed: boolean;
  search?: string;
}

/** Where a page ends: the last task's due day, creation time (to the microsecond, as stored) and id. */
export interface TaskCursor {
  dueDate: string;
  createdAt: string;
  id: string;
}

// `%`, `_` and `\` in a search are the characters themselves, not patterns.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** What the list shows of a task: the row, its tags alphabetically, and its place for the next page's cursor. */
function taskWithTags(db: Db) {
  return db
    .select({
      task: tasks,
      tags: sql<
        string[]
      >`array(select ${taskTags.tag} from ${taskTags} where ${taskTags.taskId} = ${tasks.id} order by lower(${taskTags.tag}), ${taskTags.tag})`,
      createdAtExact: sql<string>`to_char(${tasks.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(tasks);
}

export type TaskListRow = Awaited<ReturnType<typeof findTaskPage>>[number];

/**
 * One page of a hotel's active or completed tasks by due date, then oldest first, after the cursor (one row more
 * than the page, to tell whether another follows). The hotel and view are the leading columns of
 * tasks_hotel_id_completed_due_date_idx, which also gives the due-date order; a search looks at the title and
 * at each tag, any case, through search_text. The query itself, not run: task-list-query-plan.test.ts checks its plan.
 */
export function taskPageQuery(
  db: Db,
  hotelId: string,
  filters: TaskFilters,
  cursor: TaskCursor | null,
  limit: number,
) {
  const conditions: (SQL | undefined)[] = [
    eq(tasks.hotelId, hotelId),
    eq(tasks.completed, filters.completed),
  ];
  if (filters.search) {
    // The title and every tag are in search_text, each on a line of its own (migration 0037), whose trigram
    // index finds the matches; a search has no control characters, so a match never spans two lines.
    conditions.push(ilike(tasks.searchText, `%${escapeLike(filters.search)}%`));
  }
  if (cursor) {
    conditions.push(
      sql`(${tasks.dueDate}, ${tasks.createdAt}, ${tasks.id}) > (${cursor.dueDate}::date, ${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`,
    );
  }
  return taskWithTags(db)
    .where(and(...conditions))
    .orderBy(asc(tasks.dueDate), asc(tasks.createdAt), asc(tasks.id))
    .limit(limit + 1);
}

export async function findTaskPage(...args: Parameters<typeof taskPageQuery>) {
  return taskPageQuery(...args);
}

/** One task of the hotel with its tags. */
export async function findTask(db: Db, hotelId: string, taskId: string) {
  const [row] = await taskWithTags(db)
    .where(and(eq(tasks.id, taskId), eq(tasks.hotelId, hotelId)))
    .limit(1);
  return row;
}

export async function insertTaskRow(db: Db, values: typeof tasks.$inferInsert) {
  const [row] = await db.insert(tasks).values(values).returning({ id: tasks.id });
  if (!row) throw new Error('task insert returned nothing');
  return row;
}

/** Changes a task of the hotel (its row stays locked until the transaction ends); undefined when there is none. */
export async function updateTaskRow(
  db: Db,
  hotelId: string,
  taskId: string,
  values: Partial<Pick<TaskRow, 'title' | 'priority' | 'dueDate' | 'completed'>>,
) {
  const [row] = await db
    .update(tasks)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(tasks.id, taskId), eq(tasks.hotelId, hotelId)))
    .returning({ id: tasks.id });
  return row;
}

/** Replaces a task's tags; inside the transaction that wrote the task. */
export async function replaceTaskTags(db: Db, taskId: string, tags: readonly string[]) {
  await db.delete(taskTags).where(eq(taskTags.taskId, taskId));
  if (tags.length > 0) await db.insert(taskTags).values(tags.map((tag) => ({ taskId, tag })));
}

/** Deletes a task of the hotel; its tags go with it (ON DELETE CASCADE). */
export async function deleteTaskRow(db: Db, hotelId: string, taskId: string) {
  const [row] = await db
    .delete(tasks)
    .where(and(eq(tasks.id, taskId), eq(tasks.hotelId, hotelId)))
    .returning({ id: tasks.id });
  return row;
}
