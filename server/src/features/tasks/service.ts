import { taskLimits } from '@common/tasks/limits';
import type {
  TaskCreateValues,
  TaskListQuery,
  TaskListView,
  TaskUpdateValues,
  TaskView,
} from '@common/tasks/schemas';
import { taskTexts } from '@common/tasks/texts';
import type { AppContext } from '../../http/context';
import { AppError } from '../../lib/app-error';
import type { RememberedAnswers } from '../../lib/remembered-answers';
import { isUuid, requireMemberHotel } from '../hotels/service';
import { decodeTaskCursor, encodeTaskCursor } from './page-cursor';
import {
  deleteTaskRow,
  findTask,
  findTaskPage,
  insertTaskRow,
  replaceTaskTags,
  updateTaskRow,
} from './repository';
import { presentTask } from './task-view';

type Deps = Pick<AppContext, 'db'>;

const taskNotFound = () => new AppError('notFound', taskTexts.notFound);

/**
 * One page of the hotel's active or completed tasks, by due date and then oldest first, searched by title or
 * tag when asked. Another user's hotel answers 404. Pages are remembered per hotels.tasks_version, which the
 * database raises with every change to the hotel's tasks or tags (migration 0011): the dashboard under load
 * reads no database for a list it has already read.
 */
export async function listTasks(
  { db, answers }: Deps & { answers: RememberedAnswers },
  userId: string,
  hotelId: string,
  query: TaskListQuery,
): Promise<TaskListView> {
  const hotel = await requireMemberHotel(db, userId, hotelId);
  const key = [hotelId, hotel.tasksVersion, 'tasks', query.completed, query.search ?? '', query.cursor ?? ''];
  return answers.remember(key, () => readTaskPage(db, hotelId, query));
}

async function readTaskPage(db: Deps['db'], hotelId: string, query: TaskListQuery): Promise<TaskListView> {
  const cursor = decodeTaskCursor(query.cursor);
  const filters = { completed: query.completed, search: query.search };
  const rows = await findTaskPage(db, hotelId, filters, cursor, taskLimits.pageSize);
  const page = rows.slice(0, taskLimits.pageSize);
  const last = page.at(-1);
  return {
    tasks: page.map(presentTask),
    nextCursor:
      rows.length > page.length && last
        ? encodeTaskCursor({ dueDate: last.task.dueDate, createdAt: last.createdAtExact, id: last.task.id })
        : null,
  };
}

/** Adds an active task with its tags in one transaction: both are stored, or neither. */
export async function createTask(
  { db }: Deps,
  userId: string,
  hotelId: string,
  input: TaskCreateValues,
): Promise<TaskView> {
  await requireMemberHotel(db, userId, hotelId);
  const row = await db.transaction(async (tx) => {
    const { id } = await insertTaskRow(tx, {
      hotelId,
      userId,
      title: input.title,
      priority: input.priority,
      dueDate: input.dueDate,
      completed: false,
    });
    await replaceTaskTags(tx, id, input.tags);
    return findTask(tx, hotelId, id);
  });
  if (!row) throw new Error('created task not found');
  return presentTask(row);
}

/**
 * Changes a task of the user's hotel: its fields, its completed mark, and its tags (replaced when given), in one
 * transaction. Another user's task, an unknown or a malformed id answers 404.
 */
export async function updateTask(
  { db }: Deps,
  userId: string,
  hotelId: string,
  taskId: string,
  input: TaskUpdateValues,
): Promise<TaskView> {
  await requireMemberHotel(db, userId, hotelId);
  if (!isUuid(taskId)) throw taskNotFound();
  const { tags, ...fields } = input;
  const row = await db.transaction(async (tx) => {
    if (!(await updateTaskRow(tx, hotelId, taskId, fields))) return undefined;
    if (tags !== undefined) await replaceTaskTags(tx, taskId, tags);
    return findTask(tx, hotelId, taskId);
  });
  if (!row) throw taskNotFound();
  return presentTask(row);
}

/** Deletes a task of the user's hotel with its tags. */
export async function deleteTask({ db }: Deps, userId: string, hotelId: string, taskId: string) {
  await requireMemberHotel(db, userId, hotelId);
  if (!isUuid(taskId) || !(await deleteTaskRow(db, hotelId, taskId))) throw taskNotFound();
}
