import { formatterFor } from './format/formatter';

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * When something happened, as a person says it: 'just now', '5 minutes ago', '3 hours ago', 'yesterday',
 * '4 days ago'; a date from a week back on.
 */
export function relativeTime(iso: string, now: Date): string {
  const then = new Date(iso);
  const elapsed = Math.max(0, now.getTime() - then.getTime());
  if (elapsed < minute) return 'just now';
  if (elapsed < hour) return relative.format(-Math.floor(elapsed / minute), 'minute');
  if (elapsed < day) return relative.format(-Math.floor(elapsed / hour), 'hour');
  if (elapsed < 7 * day) return relative.format(-Math.floor(elapsed / day), 'day');
  return formatterFor('en').date(iso);
}
