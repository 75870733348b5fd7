import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { taskKeys, taskPath } from './task-keys';

export const deleteTask = (hotelId: string, taskId: string) =>
  apiRequest<void>(taskPath(hotelId, taskId), { method: 'DELETE' });

export function useDeleteTask(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taskId: string) => deleteTask(hotelId, taskId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all(hotelId) }),
  });
}
