/** Which tasks the panel shows: the active or the completed ones, optionally searched. */
export interface TaskListFilters {
  completed: boolean;
  /** Trimmed; '' is no search. */
  search: string;
}

/**
 * Query keys of one hotel's tasks. Every view and search shares the prefix, so one invalidation after an add,
 * edit, tick or delete refreshes whichever lists are cached: a ticked task leaves one view and joins the other.
 */
export const taskKeys = {
  all: (hotelId: string) => ['tasks', hotelId] as const,
  list: (hotelId: string, filters: TaskListFilters) => ['tasks', hotelId, 'list', filters] as const,
};

export const tasksPath = (hotelId: string) => `/api/hotels/${encodeURIComponent(hotelId)}/tasks`;
export const taskPath = (hotelId: string, taskId: string) =>
  `${tasksPath(hotelId)}/${encodeURIComponent(taskId)}`;
