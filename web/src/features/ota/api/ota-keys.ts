/** Query keys and paths of a hotel's channel connections and of the remote browser (common/src/ota/schemas.ts). */
export const otaKeys = {
  all: (hotelId: string) => ['otas', hotelId] as const,
  list: (hotelId: string) => ['otas', hotelId, 'list'] as const,
  sessionUrl: (sessionId: string) => ['remote-browser', sessionId, 'check-url'] as const,
};

export const otasPath = (hotelId: string) => `/api/hotels/${encodeURIComponent(hotelId)}/otas`;
export const otaPath = (hotelId: string, otaId: string) =>
  `${otasPath(hotelId)}/${encodeURIComponent(otaId)}`;

export const remoteBrowserPath = '/api/remote-browser';
export const sessionPath = (sessionId: string) =>
  `${remoteBrowserPath}/sessions/${encodeURIComponent(sessionId)}`;
