/** Query keys and paths of a hotel's publishing switch and public id (common/src/publishing/schemas.ts). */
export const publishingKeys = {
  of: (hotelId: string) => ['publishing', hotelId] as const,
};

export const publishingPath = (hotelId: string) => `/api/hotels/${encodeURIComponent(hotelId)}/publishing`;
