import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoomCreate, RoomView } from '@common/rooms/schemas';
import { apiRequest } from '@web/lib/api-client';
import { roomKeys, roomsPath } from './room-keys';

export const createRoom = (hotelId: string, room: RoomCreate) =>
  apiRequest<{ room: RoomView }>(roomsPath(hotelId), { method: 'POST', body: room }).then(
    (body) => body.room,
  );

export function useCreateRoom(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (room: RoomCreate) => createRoom(hotelId, room),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roomKeys.all(hotelId) }),
  });
}
