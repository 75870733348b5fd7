/** The hotel, or one of its rooms: what the content page currently shows. */
const scope = (roomId: string | null) =>
  roomId === null ? (['hotel'] as const) : (['room', roomId] as const);

/** Query keys of the content page: the hotel's data, and each room's under its own scope. */
export const contentKeys = {
  description: (hotelId: string, roomId: string | null) =>
    ['hotel-content', hotelId, ...scope(roomId), 'description'] as const,
  features: (hotelId: string, roomId: string | null) =>
    ['hotel-content', hotelId, ...scope(roomId), 'features'] as const,
  area: (hotelId: string) => ['hotel-content', hotelId, 'hotel', 'area'] as const,
  policies: (hotelId: string) => ['hotel-content', hotelId, 'hotel', 'policies'] as const,
  /** The same key as the asset library's, so both share one answer. */
  aiStatus: () => ['ai', 'status'] as const,
};

export const hotelPath = (hotelId: string) => `/api/hotels/${encodeURIComponent(hotelId)}`;

/** The API path of the hotel or of one of its rooms, under which descriptions and features live. */
export const targetPath = (hotelId: string, roomId: string | null) =>
  roomId === null ? hotelPath(hotelId) : `${hotelPath(hotelId)}/rooms/${encodeURIComponent(roomId)}`;

/**
 * A room's data is dropped from the cache as soon as nothing shows it (spec part 2, section 4: leaving the room
 * clears its images, description and features); the hotel's stays for the usual time.
 */
export const scopeCacheTime = (roomId: string | null) => (roomId === null ? {} : { gcTime: 0 });
