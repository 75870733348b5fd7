import { describe, expect, it } from 'vitest';
import { readRoomCount, roomCountSchema, roomCountTexts } from './room-count';

describe('readRoomCount', () => {
  it('takes whole numbers from 0, and blank as no count', () => {
    expect(readRoomCount('42')).toEqual({ ok: true, count: 42 });
    expect(readRoomCount(' 0 ')).toEqual({ ok: true, count: 0 });
    expect(readRoomCount('')).toEqual({ ok: true, count: null });
  });

  it('refuses negative and non-numeric counts, saying why', () => {
    expect(readRoomCount('-3')).toEqual({ ok: false, message: roomCountTexts.negative });
    for (const text of ['abc', '12a', '4.5', '1e3', '+5'])
      expect(readRoomCount(text)).toEqual({ ok: false, message: roomCountTexts.notANumber });
    expect(readRoomCount('100001')).toEqual({ ok: false, message: roomCountTexts.tooLarge });
  });
});

describe('roomCountSchema (server)', () => {
  it('refuses what the field refuses, with the same messages', () => {
    expect(roomCountSchema.parse(12)).toBe(12);
    expect(roomCountSchema.parse(null)).toBeNull();
    expect(roomCountSchema.safeParse(-1).error?.issues[0]?.message).toBe(roomCountTexts.negative);
    expect(roomCountSchema.safeParse('12').error?.issues[0]?.message).toBe(roomCountTexts.notANumber);
    expect(roomCountSchema.safeParse(2.5).error?.issues[0]?.message).toBe(roomCountTexts.notANumber);
  });
});
