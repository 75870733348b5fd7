/** Task limits stated once; the server schemas and the task dialogs read them here. */
export const taskLimits = {
  /** A to-do line on the dashboard, not a document. */
  titleMaxLength: 200,
  tagsMax: 10,
  tagMaxLength: 40,
  /** A search longer than any title or tag could match nothing. */
  searchMaxLength: 200,
  /** Tasks per page of the list: a hotel with 1,000 tasks still answers in one small page. */
  pageSize: 50,
} as const;
