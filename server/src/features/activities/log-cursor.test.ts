import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { decodeLogCursor, encodeLogCursor } from './log-cursor';

const id = '0b6f8c2e-5d4a-4f3b-9c1d-2e3f4a5b6c7d';
const encoded = (text: string) => Buffer.from(text).toString('base64url');

describe('the activity log cursor', () => {
  it('gives back the position it was made from, microseconds included, as URL-safe text', () => {
    const position = { time: '2026-03-01T09:00:00.123456', id };
    const cursor = encodeLogCursor(position);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeLogCursor(cursor)).toEqual(position);
    expect(decodeLogCursor(encodeLogCursor({ time: '2024-02-29T23:59:59.999999', id }))).toEqual({
      time: '2024-02-29T23:59:59.999999',
      id,
    });
  });

  it.each([
    ['not a cursor', 'not a cursor'],
    ['empty', ''],
    ['no id', encoded('2026-03-01T09:00:00.123456')],
    ['an id that is no uuid', encoded(`2026-03-01T09:00:00.123456|${id.toUpperCase()}x`)],
    ['milliseconds only', encoded(`2026-03-01T09:00:00.123|${id}`)],
    ['a day the month lacks', encoded(`2026-02-29T09:00:00.000000|${id}`)],
    ['a 25th hour', encoded(`2026-03-01T25:00:00.000000|${id}`)],
    ['before 1970', encoded(`1969-12-31T23:59:59.000000|${id}`)],
    ['a zone', encoded(`2026-03-01T09:00:00.000000+01:00|${id}`)],
    ['a third part', encoded(`2026-03-01T09:00:00.000000|${id}|more`)],
    ['SQL in it', encoded(`2026-03-01T09:00:00.000000'); drop table activities; --|${id}`)],
  ])('refuses %s with 400', (_, cursor) => {
    let error: unknown;
    try {
      decodeLogCursor(cursor);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(400);
    expect((error as AppError).message).toBe(
      'This page of the log cannot be read. Start again from the newest entries.',
    );
  });
});
