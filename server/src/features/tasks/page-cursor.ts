import { isValidIsoDate } from '@common/templates/date-range';
import { taskTexts } from '@common/tasks/texts';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../hotels/service';
import type { TaskCursor } from './repository';

const exactTimePattern = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{6}Z$/;

/** A UTC time to the microsecond, as the list query writes it; PostgreSQL would fail on any other. */
const isExactTime = (text: string) => {
  const day = exactTimePattern.exec(text)?.[1];
  return day !== undefined && isValidIsoDate(day);
};

/** An opaque cursor: the last task's due day, exact creation time and id, so the next page starts right after it. */
export function encodeTaskCursor(cursor: TaskCursor): string {
  return Buffer.from(`${cursor.dueDate}|${cursor.createdAt}|${cursor.id}`).toString('base64url');
}

/** The cursor a page answered with; anything else is refused before it reaches a query. */
export function decodeTaskCursor(value: string | undefined): TaskCursor | null {
  if (!value) return null;
  const [dueDate = '', createdAt = '', id = '', ...rest] = Buffer.from(value, 'base64url')
    .toString('utf8')
    .split('|');
  if (rest.length > 0 || !isValidIsoDate(dueDate) || !isExactTime(createdAt) || !isUuid(id)) {
    throw new AppError('validation', taskTexts.invalidCursor);
  }
  return { dueDate, createdAt, id };
}
