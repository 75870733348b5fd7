/** Query key and paths of a hotel's AlpineBits connection (common/src/alpinebits/schemas.ts). */
export const alpineBitsKeys = {
  connection: (hotelId: string) => ['alpinebits', hotelId] as const,
};

export const alpineBitsPath = (hotelId: string) => `/api/hotels/${encodeURIComponent(hotelId)}/alpinebits`;
