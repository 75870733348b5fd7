import { taskLimits } from '@common/tasks/limits';

/**
 * UI texts of 'My Tasks' that the spec does not spell out; its own texts ('My Tasks', 'Show Completed', the
 * dialog labels, the error texts) are in common/src/tasks/texts.ts.
 */
export const myTasksTexts = {
  loading: 'Loading tasks...',
  searchLabel: 'Search tasks',
  noMatches: (search: string) => `Nothing matches "${search}".`,
  listLabel: 'Tasks',
  showMore: 'Show more tasks',
  loadingMore: 'Loading...',
  markCompleted: (title: string) => `Mark "${title}" as completed`,
  markActive: (title: string) => `Mark "${title}" as active`,
  due: (day: string) => `Due ${day}`,
  tagsOf: (title: string) => `Tags of ${title}`,
  actions: (title: string) => `Actions for ${title}`,
  priorityOf: (label: string) => `Priority: ${label}`,
  // Dialogs
  adding: 'Adding...',
  saving: 'Saving...',
  tagPlaceholder: 'Type a tag and press Enter',
  chosenTags: 'Chosen tags',
  removeTag: (tag: string) => `Remove tag ${tag}`,
  tagsFull: `A task can have at most ${taskLimits.tagsMax} tags.`,
  deleteQuestion: 'This task and its tags will be deleted. This cannot be undone.',
  delete: 'Delete',
  deleting: 'Deleting...',
} as const;
