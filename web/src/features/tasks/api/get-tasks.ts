import { useInfiniteQuery } from '@tanstack/react-query';
import type { TaskListView } from '@common/tasks/schemas';
import { apiRequest } from '@web/lib/api-client';
import { taskKeys, tasksPath, type TaskListFilters } from './task-keys';

export const getTaskPage = (
  hotelId: string,
  filters: TaskListFilters,
  cursor: string | null,
  signal?: AbortSignal,
) => {
  const params = new URLSearchParams({ completed: String(filters.completed) });
  if (filters.search) params.set('search', filters.search);
  if (cursor) params.set('cursor', cursor);
  return apiRequest<TaskListView>(`${tasksPath(hotelId)}?${params}`, { signal });
};

/**
 * One hotel's active or completed tasks by due date, a page at a time. While a new search loads, the previous
 * result of the same view stays on screen, so the list does not flicker while typing; switching the view shows
 * the other view's own result only.
 */
export function useTasks(hotelId: string, filters: TaskListFilters) {
  const query = useInfiniteQuery({
    queryKey: taskKeys.list(hotelId, filters),
    queryFn: ({ pageParam, signal }) => getTaskPage(hotelId, filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3].completed === filters.completed ? previous : undefined,
  });
  const tasks = query.data?.pages.flatMap((page) => page.tasks) ?? [];
  return { ...query, tasks };
}
