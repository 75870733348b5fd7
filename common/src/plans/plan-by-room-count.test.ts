import { describe, expect, it } from 'vitest';
import { planByRoomCount } from './plan-by-room-count';

describe('planByRoomCount', () => {
  it.each([
    [0, 'tier_50'],
    [50, 'tier_50'],
    [51, 'tier_150'],
    [150, 'tier_150'],
    [151, 'tier_unlimited'],
  ])('%i rooms -> %s', (count, planId) => {
    expect(planByRoomCount(count)).toEqual({ planId });
  });
});
