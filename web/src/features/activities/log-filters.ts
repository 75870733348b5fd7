import { activityKinds, type ActivityKind } from '@common/activities/kinds';
import { parseLogInstant } from '@common/activities/log-dates';

/**
 * The activity log page's filters as its address keeps them (?member=&kind=&from=&to=), so a filtered log can be
 * reloaded, shared and gone back to. Days are the viewer's own: from the start of `from` to the end of `to`.
 */
export interface ActivityLogFilters {
  member: string | null;
  kind: ActivityKind | null;
  /** YYYY-MM-DD, a day in the viewer's zone. */
  from: string | null;
  to: string | null;
}

export const noLogFilters: ActivityLogFilters = { member: null, kind: null, from: null, to: null };

const isKind = (value: string | null): value is ActivityKind =>
  value !== null && (activityKinds as readonly string[]).includes(value);
const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && parseLogInstant(value) !== null;

/** The filters an address holds; a value the page cannot use (an old kind, a mistyped day) is left out. */
export function filtersOf(params: URLSearchParams): ActivityLogFilters {
  const member = params.get('member');
  const kind = params.get('kind');
  const from = params.get('from');
  const to = params.get('to');
  return {
    member: member && member.length <= 100 ? member : null,
    kind: isKind(kind) ? kind : null,
    from: isDay(from) ? from : null,
    to: isDay(to) ? to : null,
  };
}

/** The address's query for the filters, the other parameters of `current` kept. */
export function withFilters(current: URLSearchParams, filters: ActivityLogFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of ['member', 'kind', 'from', 'to'] as const) {
    const value = filters[key];
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

export const hasFilters = (filters: ActivityLogFilters) =>
  Boolean(filters.member || filters.kind || filters.from || filters.to);

/** Whether the range runs backwards (from after to): the page says so instead of asking the server. */
export const isBackwardRange = (filters: ActivityLogFilters) =>
  Boolean(filters.from && filters.to && filters.from > filters.to);

/** The start of a day in the viewer's zone, as the moment the API reads. */
function startOfLocalDay(day: string, plusDays = 0): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + plusDays).toISOString();
}

/** The API's query for the filters: the member and kind as they are, the days as the moments they span. */
export function apiQueryOf(filters: ActivityLogFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.member) query.set('actor', filters.member);
  if (filters.kind) query.set('kind', filters.kind);
  if (filters.from) query.set('from', startOfLocalDay(filters.from));
  if (filters.to) query.set('to', startOfLocalDay(filters.to, 1));
  return query;
}
