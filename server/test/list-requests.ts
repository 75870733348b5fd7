/**
 * Every list and search the web app and the content API read, as requests of one hotel's owner (or of the
 * owner's content API key, `key: true`): the N+1 test (list-query-counts.test.ts) counts the statements each sends,
 * the query plans benchmark (bench/query-plans.mjs) explains them. A new list belongs here.
 */
export interface ListRequest {
  /** What a person would call it, e.g. 'library: search, a rare word'. */
  name: string;
  url: string;
  /** Sent with the owner's content API key instead of the session cookie. */
  key?: boolean;
}

export interface ListRequestIds {
  hotelId: string;
  /** A room of the hotel that has photos. */
  roomId: string;
}

/** The words seed-list-rows.ts gives the rows: common ones, a rare one and one that is nowhere. */
export const searchWords = { common: 'terrace', rare: 'view-0042', none: 'zzqx' };

export function listRequests({ hotelId, roomId }: ListRequestIds): ListRequest[] {
  const hotel = `/api/hotels/${hotelId}`;
  const v1 = `/api/v1/hotels/${hotelId}`;
  const { common, rare, none } = searchWords;
  return [
    { name: 'library: first page', url: `${hotel}/assets?limit=60` },
    { name: 'library: search, a common word', url: `${hotel}/assets?limit=60&search=${common}` },
    { name: 'library: search, a rare word', url: `${hotel}/assets?limit=60&search=${rare}` },
    { name: 'library: search, no match', url: `${hotel}/assets?limit=60&search=${none}` },
    { name: 'library: one tag', url: `${hotel}/assets?limit=60&tags=terrace-view` },
    { name: 'library: two tags', url: `${hotel}/assets?limit=60&tags=bright,interior` },
    { name: 'library: a category', url: `${hotel}/assets?limit=60&category=Dining` },
    { name: 'library: tags with counts', url: `${hotel}/assets/tags` },
    { name: "library: 'Select all' of a search", url: `${hotel}/assets/ids?search=${common}` },
    { name: 'templates: list', url: `${hotel}/templates` },
    { name: 'templates: calendar', url: `${hotel}/calendar-templates` },
    { name: 'tasks: active', url: `${hotel}/tasks` },
    { name: 'tasks: completed', url: `${hotel}/tasks?completed=true` },
    { name: 'tasks: search', url: `${hotel}/tasks?search=${common}` },
    { name: 'rooms', url: `${hotel}/rooms` },
    { name: 'hotel gallery', url: `${hotel}/gallery` },
    { name: 'room gallery', url: `${hotel}/rooms/${roomId}/gallery` },
    { name: 'activity', url: `${hotel}/activities?limit=50` },
    { name: 'notifications', url: '/api/notifications' },
    { name: 'notifications: unread count', url: '/api/notifications/unread-count' },
    { name: 'trash: photos', url: `${hotel}/trash/assets` },
    { name: 'trash: rooms', url: `${hotel}/trash/rooms` },
    { name: 'trash: templates', url: `${hotel}/trash/templates` },
    { name: 'dashboard: statistics', url: `${hotel}/dashboard/stats` },
    { name: 'dashboard: content score', url: `${hotel}/dashboard/content-score` },
    { name: 'dashboard: the chain', url: '/api/dashboard/hotels' },
    { name: 'channel readiness: the hotel', url: `${hotel}/channel-readiness` },
    { name: 'channel readiness: the chain', url: '/api/channel-readiness/hotels' },
    { name: 'content API: photos', url: `${v1}/photos`, key: true },
    { name: 'content API: rooms', url: `${v1}/rooms`, key: true },
    { name: 'content API: templates', url: `${v1}/templates`, key: true },
  ];
}
