import { expect, it } from 'vitest';
import { normalizeRoomType } from './room-types';

it('stores room types lowercase, blank as standard room', () => {
  expect(normalizeRoomType(' Double ')).toBe('double');
  expect(normalizeRoomType('')).toBe('standard room');
  expect(normalizeRoomType(undefined)).toBe('standard room');
});
