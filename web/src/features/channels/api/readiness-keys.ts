/** Query keys and paths of the channel readiness (common/src/channels/readiness.ts). */
export const readinessKeys = {
  all: ['channel-readiness'] as const,
  hotel: (hotelId: string) => ['channel-readiness', 'hotel', hotelId] as const,
  chain: ['channel-readiness', 'chain'] as const,
};

/**
 * The readiness is worked out on the server from everything the other pages change (photos, rooms, texts,
 * facilities), none of which refreshes these keys; so it is read afresh on every visit and when the window comes
 * back into focus, as the dashboard's figures are (issue 32, point 5: no stale answers).
 */
export const readinessRefresh = { staleTime: 0, refetchOnWindowFocus: true } as const;
