import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoomUpdate, RoomView } from '@common/rooms/schemas';
import { apiRequest } from '@web/lib/api-client';
import { roomKeys, roomPath } from './room-keys';

export const updateRoom = (hotelId: string, roomId: string, update: RoomUpdate) =>
  apiRequest<{ room: RoomView }>(roomPath(hotelId, roomId), { method: 'PATCH', body: update }).then(
    (body) => body.room,
  );

export function useUpdateRoom(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ roomId, update }: { roomId: string; update: RoomUpdate }) =>
      updateRoom(hotelId, roomId, update),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roomKeys.all(hotelId) }),
  });
}
