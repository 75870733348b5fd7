import { expect, it } from 'vitest';
import { normalizeRoomType, roomTypeLabel } from './room-types';

it('stores room types lowercase, blank as standard room, and shows them with a capital', () => {
  expect(normalizeRoomType(' Double ')).toBe('double');
  expect(normalizeRoomType('')).toBe('standard room');
  expect(normalizeRoomType(undefined)).toBe('standard room');
  expect(roomTypeLabel('suite')).toBe('Suite');
  expect(roomTypeLabel('')).toBe('Standard Room');
  expect(roomTypeLabel('Junior Suite')).toBe('junior suite');
});
