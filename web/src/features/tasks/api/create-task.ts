import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskCreate, TaskView } from '@common/tasks/schemas';
import { apiRequest } from '@web/lib/api-client';
import { taskKeys, tasksPath } from './task-keys';

export const createTask = (hotelId: string, task: TaskCreate) =>
  apiRequest<{ task: TaskView }>(tasksPath(hotelId), { method: 'POST', body: task }).then(
    (body) => body.task,
  );

export function useCreateTask(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (task: TaskCreate) => createTask(hotelId, task),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all(hotelId) }),
  });
}
