import { describe, expect, it } from 'vitest';
import { chooseActiveHotel } from './choose-active-hotel';

const hotels = [{ id: 'oldest' }, { id: 'newer' }];

describe('chooseActiveHotel', () => {
  it('keeps the stored hotel when it is the user’s', () => {
    expect(chooseActiveHotel(hotels, 'newer')?.id).toBe('newer');
  });
  it('falls back to the oldest hotel for an unknown or missing id', () => {
    expect(chooseActiveHotel(hotels, 'someone-elses')?.id).toBe('oldest');
    expect(chooseActiveHotel(hotels, null)?.id).toBe('oldest');
  });
  it('is none without hotels', () => {
    expect(chooseActiveHotel([], 'x')).toBeNull();
  });
});
