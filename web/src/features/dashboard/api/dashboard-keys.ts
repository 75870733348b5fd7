/** Query keys and paths of the dashboard (common/src/dashboard/schemas.ts). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: (hotelId: string) => ['dashboard', 'stats', hotelId] as const,
  contentScore: (hotelId: string) => ['dashboard', 'content-score', hotelId] as const,
  hotels: ['dashboard', 'hotels'] as const,
};

export const dashboardPath = (hotelId: string) => `/api/hotels/${encodeURIComponent(hotelId)}/dashboard`;

/**
 * Spec part 1, section 9: the statistics refresh every 5 minutes. They are read afresh on every visit too, since
 * what they count changes on other pages.
 */
export const dashboardRefresh = { staleTime: 0, refetchInterval: 5 * 60_000 } as const;
