import { activityLogTexts } from '@common/activities/log-texts';
import { AppError } from '../../lib/app-error';

/**
 * Where a page of the activity log ends: its last entry's time to the microsecond (as PostgreSQL keeps it, so
 * entries of the same millisecond are neither skipped nor repeated) and its id, the tie-breaker. The next page
 * starts after it in the log's order (newest first, then by id), whatever was added meanwhile.
 */
export interface LogPosition {
  /** UTC, 'YYYY-MM-DDTHH:MM:SS.ffffff'. */
  time: string;
  id: string;
}

const timePattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The position as the opaque text a client sends back (base64url, so it needs no escaping in a URL). */
export function encodeLogCursor(position: LogPosition): string {
  return Buffer.from(`${position.time}|${position.id}`, 'utf8').toString('base64url');
}

/**
 * The position a cursor stands for. Anything this server did not write (another text, a day that does not
 * exist, a changed id) answers 400: a cursor reaches the database only as a valid time and uuid.
 */
export function decodeLogCursor(cursor: string): LogPosition {
  const [time, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !time || !id || !uuidPattern.test(id) || !isRealTime(time)) {
    throw new AppError('validation', activityLogTexts.invalidCursor, {
      fields: { cursor: activityLogTexts.invalidCursor },
    });
  }
  return { time, id };
}

function isRealTime(time: string): boolean {
  const parts = timePattern.exec(time);
  if (!parts) return false;
  const [year, month, day, hour, minute, second] = parts.slice(1).map(Number) as number[];
  if (year! < 1970 || hour! > 23 || minute! > 59 || second! > 59) return false;
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month! - 1 && date.getUTCDate() === day;
}
