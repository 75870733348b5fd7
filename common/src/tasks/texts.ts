import { taskLimits } from './limits';

/** Task texts exactly as the spec spells them (part 1, sections 2 and 8), and the validation messages. */
export const taskTexts = {
  // My Tasks panel
  title: 'My Tasks',
  showCompleted: 'Show Completed',
  showActive: 'Show Active',
  search: 'Search tasks...',
  addTask: 'Add Task',
  editTask: 'Edit Task',
  deleteTask: 'Delete Task',
  noCompleted: 'No completed tasks',
  noActive: 'No active tasks',
  // Add Task and Edit Task dialogs
  taskTitle: 'Task Title',
  taskName: 'Task Name',
  priority: 'Priority',
  dueDate: 'Due Date',
  tags: 'Tags',
  cancel: 'Cancel',
  saveChanges: 'Save Changes',
  priorities: { low: 'Low', medium: 'Medium', high: 'High' },
  // Errors (section 8)
  loadFailed: 'Failed to load tasks',
  addFailed: 'Failed to add task',
  updateFailed: 'Failed to update task',
  deleteFailed: 'Failed to delete task',
  notFound: 'Task not found',
  // Validation
  titleRequired: 'Please enter a task title',
  titleTooLong: `The title can be at most ${taskLimits.titleMaxLength} characters long`,
  unknownPriority: 'Priority must be low, medium or high',
  invalidDueDate: 'Please enter a real date (YYYY-MM-DD)',
  blankTag: 'Tags cannot be blank',
  tagTooLong: `A tag can be at most ${taskLimits.tagMaxLength} characters long`,
  duplicateTag: (tag: string) => `The tag "${tag}" is on this task twice`,
  tooManyTags: `A task can have at most ${taskLimits.tagsMax} tags`,
  searchTooLong: `The search can be at most ${taskLimits.searchMaxLength} characters long`,
  nothingToChange: 'Nothing to change',
  invalidCursor: 'Invalid page cursor',
} as const;
