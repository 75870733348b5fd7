import { describe, expect, it } from 'vitest';
import { pickLimitOf } from './gallery-limits';

describe('pickLimitOf', () => {
  it('says the gallery’s rule in the picker’s English, with what may still be added', () => {
    expect(pickLimitOf({ hotelId: 'h1', roomId: 'r1' }, 48)).toEqual({
      remaining: 2,
      rule: 'A room can have at most 50 images',
    });
    expect(pickLimitOf({ hotelId: 'h1', roomId: null }, 10_000)).toEqual({
      remaining: 0,
      rule: 'The hotel gallery can have at most 10000 images',
    });
  });
});
