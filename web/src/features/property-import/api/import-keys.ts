/** Query keys of one hotel's imports: the latest run and each run by id. */
export const importKeys = {
  all: (hotelId: string) => ['property-import', hotelId] as const,
  latest: (hotelId: string) => ['property-import', hotelId, 'latest'] as const,
  run: (hotelId: string, importId: string) => ['property-import', hotelId, 'run', importId] as const,
};

export const importsPath = (hotelId: string) => `/api/hotels/${encodeURIComponent(hotelId)}/import`;
export const importPath = (hotelId: string, importId: string) =>
  `${importsPath(hotelId)}/${encodeURIComponent(importId)}`;
