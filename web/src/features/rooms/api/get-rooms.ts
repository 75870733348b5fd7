import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoomView } from '@common/rooms/schemas';
import { apiRequest } from '@web/lib/api-client';
import { roomKeys, roomsPath, type RoomOrder } from './room-keys';

export const getRooms = (hotelId: string, order: RoomOrder, signal?: AbortSignal) =>
  apiRequest<{ rooms: RoomView[] }>(`${roomsPath(hotelId)}?order=${order}`, { signal }).then(
    (body) => body.rooms,
  );

export const roomsQueryOptions = (hotelId: string, order: RoomOrder) =>
  queryOptions({
    queryKey: roomKeys.list(hotelId, order),
    queryFn: ({ signal }) => getRooms(hotelId, order, signal),
  });

/** A hotel's rooms, by creation (the rooms page) or by name (the content page). */
export const useRooms = (hotelId: string, order: RoomOrder) => useQuery(roomsQueryOptions(hotelId, order));
