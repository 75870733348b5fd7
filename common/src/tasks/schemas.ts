import { z } from 'zod';
import { isValidIsoDate } from '../templates/date-range';
import { withoutControlCharacters } from '../text';
import { taskLimits } from './limits';
import { taskTexts } from './texts';

/**
 * Tasks of a hotel, the dashboard's 'My Tasks' (spec part 1, sections 2, 3, 5 and 7). Routes:
 *   GET    /api/hotels/:hotelId/tasks?completed=&search=&cursor=   TaskListView (by due date, then oldest first)
 *   POST   /api/hotels/:hotelId/tasks            TaskCreate -> { task: TaskView } (201)
 *   PATCH  /api/hotels/:hotelId/tasks/:taskId    TaskUpdate -> { task: TaskView } (edit, or tick completed)
 *   DELETE /api/hotels/:hotelId/tasks/:taskId    204
 */

export const taskPriorities = ['low', 'medium', 'high'] as const;
export type TaskPriority = (typeof taskPriorities)[number];
export const defaultTaskPriority = 'medium' satisfies TaskPriority;

const plainText = z.string().transform((text) => withoutControlCharacters(text).trim());

const title = z
  .string({ error: taskTexts.titleRequired })
  .pipe(plainText)
  .pipe(z.string().min(1, taskTexts.titleRequired).max(taskLimits.titleMaxLength, taskTexts.titleTooLong));

const priority = z.enum(taskPriorities, { error: taskTexts.unknownPriority });

/** A calendar day, YYYY-MM-DD, that exists (2026-02-30 does not). */
const dueDate = z
  .string({ error: taskTexts.invalidDueDate })
  .refine(isValidIsoDate, taskTexts.invalidDueDate);

/**
 * Tags are trimmed. A blank tag or the same tag twice (in any case: 'VIP' and 'vip') is refused rather than
 * quietly dropped, so what the user sent is either stored as sent or not at all.
 */
const tags = z
  .array(
    z
      .string({ error: taskTexts.blankTag })
      .pipe(plainText)
      .pipe(z.string().min(1, taskTexts.blankTag).max(taskLimits.tagMaxLength, taskTexts.tagTooLong)),
    { error: taskTexts.blankTag },
  )
  .max(taskLimits.tagsMax, taskTexts.tooManyTags)
  .superRefine((list, context) => {
    const seen = new Set<string>();
    list.forEach((tag, index) => {
      const key = tag.toLowerCase();
      if (seen.has(key))
        context.addIssue({ code: 'custom', message: taskTexts.duplicateTag(tag), path: [index] });
      seen.add(key);
    });
  });

/** POST /api/hotels/:hotelId/tasks: a new task is active; the dialog sends today as the default due date. */
export const taskCreateSchema = z.object({
  title,
  priority: priority.optional().default(defaultTaskPriority),
  dueDate,
  tags: tags.optional().default([]),
});
export type TaskCreate = z.input<typeof taskCreateSchema>;
export type TaskCreateValues = z.output<typeof taskCreateSchema>;

/** PATCH /api/hotels/:hotelId/tasks/:taskId: any of the fields; tags, when given, replace the task's tags. */
export const taskUpdateSchema = z
  .object({
    title: title.optional(),
    priority: priority.optional(),
    dueDate: dueDate.optional(),
    tags: tags.optional(),
    completed: z.boolean().optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), taskTexts.nothingToChange);
export type TaskUpdate = z.input<typeof taskUpdateSchema>;
export type TaskUpdateValues = z.output<typeof taskUpdateSchema>;

/** GET /api/hotels/:hotelId/tasks: the active (default) or completed view, optionally searched. */
export const taskListQuerySchema = z.object({
  completed: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Part of a title or tag, any case; `%` and `_` are plain characters. Blank means no search. */
  search: plainText
    .pipe(z.string().max(taskLimits.searchMaxLength, taskTexts.searchTooLong))
    .optional()
    .transform((value) => value || undefined),
  cursor: z.string().max(200, taskTexts.invalidCursor).optional(),
});
export type TaskListQuery = z.output<typeof taskListQuerySchema>;

export interface TaskView {
  id: string;
  title: string;
  priority: TaskPriority;
  /** YYYY-MM-DD, a day without a time. */
  dueDate: string;
  completed: boolean;
  /** Alphabetical, any case. */
  tags: string[];
  createdAt: string;
  updatedAt: string;
}

export interface TaskListView {
  tasks: TaskView[];
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}
