import { assetTexts } from '@common/assets/schemas';
import { AppError } from '../../lib/app-error';
import type { PageCursor } from './repository';

/** An opaque cursor: the last row's time and id, so the next page starts exactly after it. */
export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(`${cursor.createdAt.toISOString()}|${cursor.id}`).toString('base64url');
}

export function decodeCursor(value: string | undefined): PageCursor | null {
  if (!value) return null;
  const [time, id] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(time ?? '');
  if (!id || !/^[0-9a-f-]{36}$/i.test(id) || !isStorableTime(createdAt)) {
    throw new AppError('validation', assetTexts.invalidCursor);
  }
  return { createdAt, id };
}

/** PostgreSQL timestamps end at year 294276, JavaScript dates go further: anything outside years 1-9999 is no row's time. */
function isStorableTime(time: Date): boolean {
  const year = time.getUTCFullYear();
  return !Number.isNaN(time.getTime()) && year >= 1 && year <= 9999;
}
