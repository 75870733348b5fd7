import { describe, expect, it } from 'vitest';
import { SlidingWindowLimiter } from './sliding-window-limiter';

describe('SlidingWindowLimiter', () => {
  it('allows max calls per window per key and says when the next one is allowed', () => {
    let now = 1_000_000;
    const limiter = new SlidingWindowLimiter({ max: 3, windowMs: 10_000, now: () => now });
    expect([limiter.take('anna'), limiter.take('anna'), limiter.take('anna')]).toEqual([0, 0, 0]);
    expect(limiter.take('anna')).toBe(10_000);
    expect(limiter.take('ben')).toBe(0);
    now += 4_000;
    expect(limiter.take('anna')).toBe(6_000);
  });

  it('slides: a call leaves the window exactly windowMs after it was made', () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter({ max: 2, windowMs: 1_000, now: () => now });
    limiter.take('k');
    now = 500;
    limiter.take('k');
    now = 999;
    expect(limiter.take('k')).toBe(1);
    now = 1_000;
    expect(limiter.take('k')).toBe(0);
    expect(limiter.take('k')).toBe(500);
    now = 1_500;
    expect(limiter.take('k')).toBe(0);
  });

  it('does not count refused calls', () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter({ max: 1, windowMs: 100, now: () => now });
    limiter.take('k');
    for (let i = 0; i < 5; i++) limiter.take('k');
    now = 100;
    expect(limiter.take('k')).toBe(0);
  });
});
