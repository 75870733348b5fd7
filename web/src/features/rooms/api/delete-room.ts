import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { roomKeys, roomPath } from './room-keys';

export const deleteRoom = (hotelId: string, roomId: string) =>
  apiRequest<void>(roomPath(hotelId, roomId), { method: 'DELETE' });

export function useDeleteRoom(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roomId: string) => deleteRoom(hotelId, roomId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roomKeys.all(hotelId) }),
  });
}
