/** Where a gallery lives: the hotel's own (roomId null) or one room's. */
export interface GalleryTarget {
  hotelId: string;
  roomId: string | null;
}

/** One query per gallery, so the hotel's and each room's are cached and refreshed apart. */
export const galleryKeys = {
  gallery: ({ hotelId, roomId }: GalleryTarget) => ['galleries', hotelId, roomId ?? 'hotel'] as const,
};

/**
 * The rooms feature's query prefix (web/src/features/rooms/api/room-keys.ts). A room's list entry shows its
 * cover thumbnail, so a change to a room's gallery refreshes it; the literal avoids importing another feature.
 */
export const roomsQueryPrefix = (hotelId: string) => ['rooms', hotelId] as const;

export function galleryPath({ hotelId, roomId }: GalleryTarget): string {
  const hotel = `/api/hotels/${encodeURIComponent(hotelId)}`;
  return roomId === null ? `${hotel}/gallery` : `${hotel}/rooms/${encodeURIComponent(roomId)}/gallery`;
}
