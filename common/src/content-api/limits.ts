/** The content API's page sizes (/api/v1/hotels/{hotelId}/photos), stated once for the schema and the docs. */
export const contentApiLimits = {
  photosPerPage: 50,
  photosPerPageMax: 200,
  cursorMaxLength: 200,
} as const;
