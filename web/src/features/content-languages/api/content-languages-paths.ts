/** Query keys and path of a hotel's content languages (common/src/languages/schemas.ts). */
export const contentLanguageKeys = {
  of: (hotelId: string) => ['content-languages', hotelId] as const,
};

export const contentLanguagesPath = (hotelId: string) =>
  `/api/hotels/${encodeURIComponent(hotelId)}/content-languages`;
