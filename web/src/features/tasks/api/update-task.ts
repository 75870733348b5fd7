import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskUpdate, TaskView } from '@common/tasks/schemas';
import { apiRequest } from '@web/lib/api-client';
import { taskKeys, taskPath } from './task-keys';

export const updateTask = (hotelId: string, taskId: string, update: TaskUpdate) =>
  apiRequest<{ task: TaskView }>(taskPath(hotelId, taskId), { method: 'PATCH', body: update }).then(
    (body) => body.task,
  );

/** Edits a task (Edit Task) or ticks it off and back (the checkbox): the same PATCH with other fields. */
export function useUpdateTask(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, update }: { taskId: string; update: TaskUpdate }) =>
      updateTask(hotelId, taskId, update),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all(hotelId) }),
  });
}
