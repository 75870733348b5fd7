import { vi } from 'vitest';
import {
  contentChecklist,
  optimizationScore,
  type ContentScoreInputs,
} from '@common/dashboard/content-score';
import type {
  ContentScore,
  ContentScoreChannel,
  DashboardHotel,
  DashboardStats,
} from '@common/dashboard/schemas';

/** The figures of a hotel that grew this month, lost a channel, and changed as much content as last month. */
export const sampleStats: DashboardStats = {
  activeProperties: { value: 2, lastMonth: 1, change: 1 },
  connectedOtas: { value: 1, lastMonth: 2, change: -1 },
  contentUpdates: { value: 7, lastMonth: 7, change: 0 },
};

export const emptyInputs: ContentScoreInputs = {
  channels: { total: 0, connected: 0, broken: 0 },
  photos: { total: 0, uncategorised: 0 },
  descriptions: { count: 0, longest: 0 },
  recentUpdates: 0,
  rooms: { total: 0, withoutPhotos: 0, withFewPhotos: 0 },
  amenities: 0,
  templates: 0,
  languages: [],
};

/** A content score as the server answers it, from its inputs. */
export function contentScoreOf(
  overrides: Partial<ContentScoreInputs> = {},
  // No channel readiness by default: tests of the channel summary give their own.
  channels: ContentScoreChannel[] = [],
): ContentScore {
  const inputs = { ...emptyInputs, ...overrides };
  return { score: optimizationScore(inputs), checklist: contentChecklist(inputs), inputs, channels };
}

export const hotelView = (id: string, name: string) => ({
  id,
  role: 'owner',
  name,
  website: '',
  type: 'chain',
  category: 'city',
  numberOfRooms: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  location: null,
});

export interface DashboardApi {
  hotels: ReturnType<typeof hotelView>[];
  stats?: DashboardStats | 'fails';
  contentScore?: (hotelId: string) => ContentScore;
  dashboardHotels?: DashboardHotel[];
}

/** A fake API for the dashboard page: hotels, profile, subscription, the dashboard's three reads, tasks, activity. */
export function stubDashboardApi(api: DashboardApi) {
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  const fetch = vi.fn(async (url: string) => {
    const path = url.split('?')[0]!;
    if (path === '/api/hotels') return json({ hotels: api.hotels });
    if (path === '/api/profile')
      return json({ profile: { firstName: 'Maria', lastName: 'Huber', phone: '' } });
    if (path === '/api/subscription') return json({ subscription: null });
    if (path === '/api/dashboard/hotels') {
      return json({
        hotels:
          api.dashboardHotels ?? api.hotels.map(({ id, name }) => ({ id, name, score: 0, hasContent: true })),
      });
    }
    // The panels beside the figures: no tasks, no activity yet.
    if (/^\/api\/hotels\/[^/]+\/tasks$/.test(path)) return json({ tasks: [], nextCursor: null });
    if (/^\/api\/hotels\/[^/]+\/activities$/.test(path)) return json([]);
    const match = /^\/api\/hotels\/([^/]+)\/dashboard\/(stats|content-score)$/.exec(path);
    if (match?.[2] === 'stats') {
      if (api.stats === 'fails')
        return json({ error: { code: 'internal', message: 'Something went wrong' } }, 500);
      return json({ stats: api.stats ?? sampleStats });
    }
    if (match?.[2] === 'content-score') {
      return json({ contentScore: (api.contentScore ?? (() => contentScoreOf()))(match[1]!) });
    }
    return json({});
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
