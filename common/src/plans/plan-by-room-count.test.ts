import { describe, expect, it } from 'vitest';
import { planByRoomCount } from './plan-by-room-count';

describe('planByRoomCount', () => {
  it.each([
    [0, 'tier_50', 'Small (50)'],
    [50, 'tier_50', 'Small (50)'],
    [51, 'tier_150', 'Medium (150)'],
    [150, 'tier_150', 'Medium (150)'],
    [151, 'tier_unlimited', 'Large (Unlimited)'],
  ])('%i rooms -> %s', (count, planId, label) => {
    expect(planByRoomCount(count)).toMatchObject({ planId, label });
  });

  it('marks only the medium plan as Beliebt', () => {
    expect(planByRoomCount(100).badge).toBe('Beliebt');
    expect(planByRoomCount(10).badge).toBeNull();
  });
});
