import { taskLimits } from './limits';
import { textWith } from '../messages/text-with';

/**
 * The task texts the server answers with (part 1, section 8) and the shared schemas' validation messages. The My
 * Tasks panel's and dialogs' texts, and its load, add, update and delete failures, are in the web's tasks
 * catalogue (web/src/locales/en/tasks.json).
 */
export const taskTexts = {
  notFound: 'Task not found',
  // Validation
  titleRequired: 'Please enter a task title',
  titleTooLong: `The title can be at most ${taskLimits.titleMaxLength} characters long`,
  unknownPriority: 'Priority must be low, medium or high',
  invalidDueDate: 'Please enter a real date (YYYY-MM-DD)',
  blankTag: 'Tags cannot be blank',
  tagTooLong: `A tag can be at most ${taskLimits.tagMaxLength} characters long`,
  duplicateTag: textWith('The tag "{tag}" is on this task twice', 'tag'),
  tooManyTags: `A task can have at most ${taskLimits.tagsMax} tags`,
  searchTooLong: `The search can be at most ${taskLimits.searchMaxLength} characters long`,
  nothingToChange: 'Nothing to change',
  invalidCursor: 'Invalid page cursor',
} as const;
