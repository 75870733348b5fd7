import { useRooms } from '../api/get-rooms';

/**
 * A room's name for the content page's breadcrumb, read from the rooms list the 'My Rooms' panel already
 * loaded (same query), so the breadcrumb costs no request of its own.
 */
export function RoomName({ hotelId, roomId }: { hotelId: string; roomId: string }) {
  const rooms = useRooms(hotelId, 'name');
  return <>{rooms.data?.find((room) => room.id === roomId)?.name ?? ''}</>;
}
