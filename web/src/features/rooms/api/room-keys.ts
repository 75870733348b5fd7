export type RoomOrder = 'created' | 'name';

/**
 * Query keys of one hotel's rooms. Both orders share the prefix, so one invalidation after an add, rename or
 * delete refreshes the rooms page and the content page's 'My Rooms' panel alike. The galleries feature
 * invalidates the same prefix when a room's images (cover, count) change.
 */
export const roomKeys = {
  all: (hotelId: string) => ['rooms', hotelId] as const,
  list: (hotelId: string, order: RoomOrder) => ['rooms', hotelId, 'list', order] as const,
};

export const roomsPath = (hotelId: string) => `/api/hotels/${encodeURIComponent(hotelId)}/rooms`;
export const roomPath = (hotelId: string, roomId: string) =>
  `${roomsPath(hotelId)}/${encodeURIComponent(roomId)}`;
